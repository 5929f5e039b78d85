// Issue 20: the header's notification centre, next to the user menu: a bell with the unread count
// opening the list (newest first), each notification's text and time; choosing one marks it read
// and opens its page; "Mark all as read"; "Load more" while the API has older ones.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useProfileStore } from '@leafbid/shared';
import { Spinner } from '@leafbid/shared/ui';
import { numberFormat } from '@leafbid/domain';
import { NOTIFICATION_MESSAGES as M } from '../../../messages';
import { markReadAndAnnounce, type NotificationItem } from '../api/notifications';
import { markRead, notificationsQueryOptions, useNotifications } from '../hooks/use-notifications';
import { notificationText, notificationTime } from '../notification-text';

/** Shown to a signed-in user whose contact is known (the API's notifications are the contact's). */
export function NotificationCentre() {
  const contactId = useProfileStore((state) => state.profile?.id ?? null);
  return contactId ? <NotificationMenu contactId={contactId} /> : null;
}

/** A link of this app ('/orders'), never another site's. */
const isAppPath = (link: string | null): link is string =>
  !!link && link.startsWith('/') && !link.startsWith('//');

const errorText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;

function NotificationMenu({ contactId }: { contactId: string }) {
  const query = useNotifications(contactId);
  const client = useQueryClient();
  const navigate = useNavigate();
  const headingId = useId();
  const [markError, setMarkError] = useState<string | null>(null);
  const { queryKey } = notificationsQueryOptions(contactId);

  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((page) => page.data);
  const unread = pages[0]?.unread ?? 0;

  const mark = (ids?: string[]) => {
    setMarkError(null);
    client.setQueryData(queryKey, (data) => markRead(data, ids ?? null, null));
    markReadAndAnnounce(ids).catch((error: unknown) => {
      setMarkError(errorText(error, M.markFailed));
      void client.invalidateQueries({ queryKey });
    });
  };

  const open = (item: NotificationItem) => {
    if (!item.read) mark([item.id]);
    if (isAppPath(item.link)) void navigate(item.link);
  };

  return (
    // Not modal: the rest of the page is not hidden from assistive technology while the list is
    // open (axe: aria-hidden-focus), and the header stays usable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="hs-notifications__bell"
        aria-label={M.bell(unread)}
        data-testid="notification-bell"
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="hs-notifications__badge" aria-hidden="true">
            {unread > 99 ? M.manyUnread : numberFormat({}).format(unread)}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="hs-notifications__content"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={headingId}
          data-testid="notification-menu"
        >
          <div className="hs-notifications__header">
            {/* A menu holds only items and groups (axe: aria-required-children): its title is a
                label, not a heading. */}
            <DropdownMenu.Label id={headingId} className="hs-notifications__title">
              {M.title}
            </DropdownMenu.Label>
            {items.length > 0 ? (
              <DropdownMenu.Item
                className="hs-notifications__mark-all"
                disabled={unread === 0}
                onSelect={(event) => {
                  event.preventDefault();
                  mark();
                }}
              >
                {M.markAllRead}
              </DropdownMenu.Item>
            ) : null}
          </div>
          {markError ? (
            <p role="alert" className="hs-notifications__error">
              {markError}
            </p>
          ) : null}
          {query.isPending ? (
            <div className="hs-notifications__state">
              <Spinner label={M.loading} size="small" />
            </div>
          ) : query.isError && items.length === 0 ? (
            <div className="hs-notifications__state">
              <p role="alert" className="hs-notifications__error">
                {errorText(query.error, M.loadFailed)}
              </p>
              <DropdownMenu.Item
                className="hs-notifications__action"
                onSelect={(event) => {
                  event.preventDefault();
                  void query.refetch();
                }}
              >
                {M.retry}
              </DropdownMenu.Item>
            </div>
          ) : items.length === 0 ? (
            <p className="hs-notifications__state hs-notifications__empty">{M.empty}</p>
          ) : (
            <DropdownMenu.Group className="hs-notifications__list">
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} onOpen={open} />
              ))}
            </DropdownMenu.Group>
          )}
          {query.isFetchNextPageError ? (
            <p role="alert" className="hs-notifications__error">
              {errorText(query.error, M.loadFailed)}
            </p>
          ) : null}
          {query.hasNextPage && items.length > 0 ? (
            <DropdownMenu.Item
              className="hs-notifications__action"
              disabled={query.isFetchingNextPage}
              onSelect={(event) => {
                event.preventDefault();
                void query.fetchNextPage();
              }}
            >
              {query.isFetchingNextPage ? M.loadingMore : M.loadMore}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function NotificationRow({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen(item: NotificationItem): void;
}) {
  const when = notificationTime(item.created_at);
  return (
    <DropdownMenu.Item
      className={`hs-notifications__item${item.read ? '' : ' hs-notifications__item--unread'}`}
      data-testid="notification-item"
      data-unread={item.read ? undefined : 'true'}
      onSelect={() => onOpen(item)}
    >
      <span className="hs-notifications__dot" aria-hidden="true" />
      <span className="hs-notifications__body">
        <span className="hs-notifications__text">
          {item.read ? null : <span className="hs-visually-hidden">{`${M.unread} `}</span>}
          {notificationText(item)}
        </span>
        {when ? (
          <time className="hs-notifications__time" dateTime={item.created_at}>
            {when}
          </time>
        ) : null}
      </span>
    </DropdownMenu.Item>
  );
}

function BellIcon() {
  return (
    <svg
      className="hs-notifications__icon"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Zm-2 1H7v-6a5 5 0 0 1 10 0v6Z"
      />
    </svg>
  );
}

import {
  formatGrams,
  formatHarvestDate,
  formatMoney,
  formatPotency,
  productCategoryLabel,
  type OperatorFile,
} from '@leafbid/domain';
import { ApiImage, ApiVideo, Button, ErrorMessage, Tag } from '@leafbid/shared/ui';
import { useId } from 'react';
import { FileLink } from '../../../components/file-link';
import { TargetLabel } from '../../../components/target-label';
import { revealedProps, useReveal } from '../../../lib/use-focus-target';
import { formatDateTime } from '../../../components/format';
import { CertificateList } from './certificate-list';
import { ManufacturerSharing } from './manufacturer-sharing';
import type { QueuedListing } from '../api/get-review-listings';
import { OPERATOR_MESSAGES } from '../../../messages';

const M = OPERATOR_MESSAGES;

export interface ReviewCardProps {
  listing: QueuedListing;
  busy: 'publish' | 'decline' | null;
  error: string | null;
  onPublish(): void;
  onDecline(): void;
  /** Issue 35: the listing a notification opened — marked, in view and focused. */
  highlighted?: boolean;
}

const grams = (n: number | null | undefined) =>
  n == null || !Number.isFinite(n) ? M.missing : M.grams(formatGrams(n));

/**
 * One listing awaiting review: the whole product, its seller, photos (or videos), certificates and
 * record image, and the decision.
 */
export function ReviewCard({
  listing,
  busy,
  error,
  onPublish,
  onDecline,
  highlighted = false,
}: ReviewCardProps) {
  const { product, owner, files } = listing;
  const ref = useReveal<HTMLElement>(highlighted);
  const labelId = useId();
  const name = product.Product_Name || M.missing;
  const photos = files.filter((f) => f.kind === 'photo');
  const certificates = files.filter((f) => f.kind === 'certificate');
  const recordImages = files.filter((f) => f.kind === 'record_image');
  // Issue 41: a live listing's changes awaiting review (buyers see the live listing until then).
  const changes = product.Pending_Changes ?? null;
  const pendingFiles = files.filter((f) => f.kind.startsWith('pending_'));
  const headingId = `op-listing-${product.id}`;
  const facts: Array<[string, string]> = [
    [
      M.facts.category,
      (product.Product_Category ?? '')
        .split(',')
        .map((category) => category.trim())
        .filter(Boolean)
        .map(productCategoryLabel)
        .join(', ') || M.missing,
    ],
    [M.facts.types, product.Categories?.join(', ') || M.missing],
    [M.facts.thc, formatPotency(product, 'THC')],
    [M.facts.cbd, formatPotency(product, 'CBD')],
    [M.facts.terpenes, product.Highest_Terpenes || product.Terpen || M.missing],
    [M.facts.available, grams(product.Grams_Available_When_submitted)],
    [M.facts.upcoming, grams(product.Upcoming_QTY_3_Months)],
    [M.facts.moq, grams(product.Min_QTY_Request)],
    [M.facts.minPrice, formatMoney(product.Min_Request_G_Including_5_markup)],
    [M.facts.harvest, formatHarvestDate(product.Harvest_Date) || M.missing],
    [M.facts.manufacturer, product.Manufacturer_name || M.missing],
    [M.facts.lineage, product.Lineage || M.missing],
    [M.facts.certification, product.Certification?.join(', ') || M.missing],
  ];

  return (
    <article
      ref={ref}
      className={highlighted ? 'op-card op-listing op-target' : 'op-card op-listing'}
      aria-labelledby={headingId}
      {...revealedProps(highlighted, labelId)}
    >
      {highlighted ? <TargetLabel id={labelId} /> : null}
      <div className="op-listing__media">
        <ApiImage className="op-listing__cover" path={product.cover} alt={name} />
      </div>
      <div className="op-listing__body">
        <header className="op-listing__header">
          <h3 id={headingId} className="op-card__title">
            {name}
          </h3>
          <p className="op-muted op-listing__kind">
            <Tag tone={listing.kind === 'new submission' ? 'info' : 'warning'}>
              {listing.kind === 'new submission'
                ? M.newSubmission
                : listing.kind === 'changes'
                  ? M.liveChanges
                  : M.publicationRequest}
            </Tag>
            {listing.kind === 'new submission'
              ? M.submittedAt(formatDateTime(listing.requested_at))
              : M.requestedAt(formatDateTime(listing.requested_at))}
          </p>
        </header>
        <section className="op-listing__owner" aria-label={M.seller}>
          <h4 className="op-subheading">{M.seller}</h4>
          {owner ? (
            <p className="op-party">
              <span className="op-party__name">{owner.Full_Name || owner.Email}</span>
              {owner.Company ? <span>{owner.Company}</span> : null}
              {owner.Email ? <a href={`mailto:${owner.Email}`}>{owner.Email}</a> : null}
              {owner.Phone ? <span>{owner.Phone}</span> : null}
            </p>
          ) : (
            <p className="op-muted">{M.noOwner}</p>
          )}
        </section>
        <dl className="op-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="op-facts__item">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {product.Manufacturer_name ? (
          <ManufacturerSharing productId={product.id} shared={product.Manufacturer_Shared === true} />
        ) : null}
        {product.Description ? (
          <section aria-label={M.facts.description}>
            <h4 className="op-subheading">{M.facts.description}</h4>
            <p className="op-listing__description">{product.Description}</p>
          </section>
        ) : null}
        {changes ? (
          <section className="op-listing__changes" aria-label={M.proposedChanges}>
            <h4 className="op-subheading">{M.proposedChanges}</h4>
            <p className="op-muted">{M.proposedChangesHint}</p>
            <dl className="op-facts">
              {changes.Product_Name !== undefined ? (
                <div className="op-facts__item">
                  <dt>{M.proposedName}</dt>
                  <dd>{changes.Product_Name}</dd>
                </div>
              ) : null}
              {changes.Description !== undefined ? (
                <div className="op-facts__item">
                  <dt>{M.proposedDescription}</dt>
                  <dd>{changes.Description || M.missing}</dd>
                </div>
              ) : null}
            </dl>
            {pendingFiles.length > 0 ? (
              <FileGroup
                title={M.proposedFiles}
                empty={M.proposedFiles}
                files={pendingFiles}
                productName={name}
              />
            ) : null}
          </section>
        ) : null}
        <FileGroup title={M.photos} empty={M.noPhotos} files={photos} productName={name} images />
        <CertificateList productId={product.id} certificates={certificates} />
        {recordImages.length > 0 ? (
          <FileGroup
            title={M.recordImage}
            empty={M.recordImage}
            files={recordImages}
            productName={name}
            images
            alt={() => M.recordImageAlt(name)}
          />
        ) : null}
        <ErrorMessage message={error} />
        <div className="op-actions">
          <Button onClick={onPublish} loading={busy === 'publish'} disabled={busy !== null}>
            {busy === 'publish' ? M.publishing : M.publish}
          </Button>
          <Button variant="secondary" onClick={onDecline} disabled={busy !== null}>
            {M.decline}
          </Button>
        </div>
      </div>
    </article>
  );
}

const isVideo = (file: OperatorFile) => file.content_type.startsWith('video/');

function FileGroup({
  title,
  empty,
  files,
  productName,
  images = false,
  alt = (n) => M.photoAlt(productName, n),
}: {
  title: string;
  empty: string;
  files: OperatorFile[];
  productName: string;
  images?: boolean;
  /** The accessible name of the n-th image (1-based). */
  alt?: (n: number) => string;
}) {
  return (
    <section className="op-files" aria-label={title}>
      <h4 className="op-subheading">{title}</h4>
      {files.length === 0 ? (
        <p className="op-muted">{empty}</p>
      ) : (
        <ul className={images ? 'op-files__thumbs' : 'op-files__list'}>
          {files.map((file, index) => (
            <li key={file.id}>
              {/* Spec §5: photos may be videos; a player has its own controls, no link around it. */}
              {images && isVideo(file) ? (
                <ApiVideo
                  className="op-files__thumb op-files__thumb--video"
                  path={file.url}
                  label={M.videoLabel(productName, index + 1)}
                />
              ) : (
                <FileLink path={file.url}>
                  {images ? (
                    <ApiImage className="op-files__thumb" path={file.url} alt={alt(index + 1)} />
                  ) : (
                    M.openFile(file.file_name)
                  )}
                </FileLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { chooseLocale, isLocale, LANGUAGE_MESSAGES, useLocale } from '@leafbid/shared';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { USER_MENU_MESSAGES } from '../../../messages';
import { UserBadge } from './user-badge';
import { accountMenuLabel, useHeaderName } from '../hooks/use-header-name';

export interface UserMenuProps {
  /** Spec §2: "After logout the user goes to /login and the page reloads." */
  onLogout(): void;
  /** Opened at once: the header's placeholder button was pressed before this menu had loaded. */
  defaultOpen?: boolean;
}

/**
 * The header's user name (fallback 'Current User') with a dropdown holding Settings, the language
 * (English / Français, issue 19: every open app switches at once, kept on the contact) and Logout.
 */
export function UserMenu({ onLogout, defaultOpen = false }: UserMenuProps) {
  const name = useHeaderName();
  const locale = useLocale();
  const navigate = useNavigate();

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className="hs-user-menu__trigger" aria-label={accountMenuLabel(name)}>
        <UserBadge name={name} />
        <span className="hs-user-menu__caret" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="hs-user-menu__content" align="end" sideOffset={8}>
          <DropdownMenu.Item className="hs-user-menu__item" onSelect={() => navigate('/settings')}>
            {USER_MENU_MESSAGES.settings}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="hs-user-menu__separator" />
          <DropdownMenu.Label className="hs-user-menu__label">
            {USER_MENU_MESSAGES.language}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(value) => {
              if (isLocale(value) && value !== locale) void chooseLocale(value);
            }}
          >
            <DropdownMenu.RadioItem className="hs-user-menu__item" value="en-CA" lang="en">
              <DropdownMenu.ItemIndicator className="hs-user-menu__check">
                ✓
              </DropdownMenu.ItemIndicator>
              {LANGUAGE_MESSAGES.english}
            </DropdownMenu.RadioItem>
            <DropdownMenu.RadioItem className="hs-user-menu__item" value="fr-CA" lang="fr">
              <DropdownMenu.ItemIndicator className="hs-user-menu__check">
                ✓
              </DropdownMenu.ItemIndicator>
              {LANGUAGE_MESSAGES.french}
            </DropdownMenu.RadioItem>
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="hs-user-menu__separator" />
          <DropdownMenu.Item className="hs-user-menu__item" onSelect={onLogout}>
            {USER_MENU_MESSAGES.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

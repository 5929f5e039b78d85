import { useProfileStore } from '@leafbid/shared';
import { fullName } from '@leafbid/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router-dom';
import { UserBadge } from './UserBadge';

export interface UserMenuProps {
  /** Spec §2: "After logout the user goes to /login and the page reloads." */
  onLogout(): void;
}

/** The header's user name (fallback 'Current User') with a dropdown holding Settings and Logout. */
export function UserMenu({ onLogout }: UserMenuProps) {
  const profile = useProfileStore((state) => state.profile);
  const navigate = useNavigate();
  const name = fullName(profile);

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="hs-user-menu__trigger"
        aria-label={`Account menu for ${name}`}
      >
        <UserBadge name={name} />
        <span className="hs-user-menu__caret" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="hs-user-menu__content" align="end" sideOffset={8}>
          <DropdownMenu.Item className="hs-user-menu__item" onSelect={() => navigate('/settings')}>
            Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="hs-user-menu__separator" />
          <DropdownMenu.Item className="hs-user-menu__item" onSelect={onLogout}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

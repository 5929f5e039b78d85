// The user menu's texts (spec §2 header; issue 19: the language choice in it).
import { defineMessages, msg } from '@leafbid/domain';

export const USER_MENU_MESSAGES = defineMessages('host.userMenu', {
  trigger: msg('Account menu for {name}', (name: string) => ({ name })),
  settings: 'Settings',
  logout: 'Logout',
  language: 'Language',
});

// Issue 19: the public pages (/login, /join, /reset) offer the language switch at the top of their
// card, in the same place on each, before anyone has signed in.
import './card-language-switch.css';
import { LanguageSwitch } from '@leafbid/shared/ui';

export function CardLanguageSwitch() {
  return (
    <div className="ob-card-language">
      <LanguageSwitch />
    </div>
  );
}

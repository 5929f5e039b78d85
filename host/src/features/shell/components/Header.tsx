import { Link } from 'react-router-dom';
import { UserMenu } from './UserMenu';

export function Header({ onLogout }: { onLogout(): void }) {
  return (
    <header className="hs-header">
      <Link to="/" className="hs-header__brand" aria-label="Leafbid home">
        <span className="hs-header__logo" aria-hidden="true" />
        <span className="hs-header__wordmark">Leafbid</span>
      </Link>
      <UserMenu onLogout={onLogout} />
    </header>
  );
}

/**
 * Avatar initials and the user's full name, as the header shows them; `null` while the profile is
 * on its way (issue 35: a neutral placeholder, never the 'Current User' fallback, which spec §2
 * keeps for a profile without a name).
 */
export function UserBadge({ name }: { name: string | null }) {
  if (name === null) {
    return (
      <>
        <span className="hs-user-menu__avatar hs-user-menu__avatar--loading" aria-hidden="true" />
        <span className="hs-user-menu__name hs-user-menu__name--loading" aria-hidden="true" />
      </>
    );
  }
  // The initials are drawn by CSS from data-initials, not text: the button's visible text is then
  // the name alone, which its accessible name starts with (WCAG 2.5.3 "Label in Name"; axe
  // label-content-name-mismatch counts hidden-from-AT text that is on screen).
  return (
    <>
      <span className="hs-user-menu__avatar" aria-hidden="true" data-initials={initials(name)} />
      <span className="hs-user-menu__name">{name}</span>
    </>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** Avatar initials and the user's full name, as the header shows them. */
export function UserBadge({ name }: { name: string }) {
  return (
    <>
      <span className="hs-user-menu__avatar" aria-hidden="true">
        {initials(name)}
      </span>
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

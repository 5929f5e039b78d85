// Skeleton: replaced by the onboarding feature's real component.
export function SettingsPage() {
  return <h1>Settings Page</h1>;
}

export default SettingsPage;

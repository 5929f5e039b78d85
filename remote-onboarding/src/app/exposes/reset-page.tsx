// Skeleton: replaced by the onboarding feature's real component.
export function ResetPage() {
  return <h1>Reset Page</h1>;
}

export default ResetPage;

// Skeleton: replaced by the onboarding feature's real component.
export function ConfirmAccountPage() {
  return <h1>Confirm Account Page</h1>;
}

export default ConfirmAccountPage;

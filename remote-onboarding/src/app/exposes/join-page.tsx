// Skeleton: replaced by the onboarding feature's real component.
export function JoinPage() {
  return <h1>Join Page</h1>;
}

export default JoinPage;

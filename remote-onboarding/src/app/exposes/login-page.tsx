// Skeleton: replaced by the onboarding feature's real component.
export function LoginPage() {
  return <h1>Login Page</h1>;
}

export default LoginPage;

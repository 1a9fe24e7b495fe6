import { LoginForm } from "../features/auth/login-form";

export default function LoginPage() {
  return <LoginForm />;
}

import { LoginForm } from "./login-form";

export default function LoginPage() {
  return <LoginForm />;
}

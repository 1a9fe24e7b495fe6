import { ResetRequestForm } from "../features/auth/reset-request-form";

export default function ResetPasswordPage() {
  return <ResetRequestForm />;
}

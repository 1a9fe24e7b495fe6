import { ResetRequestForm } from "./reset-request-form";

export default function ResetPasswordPage() {
  return <ResetRequestForm />;
}

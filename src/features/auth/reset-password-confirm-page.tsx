import { useParams } from "react-router-dom";
import { ResetConfirmForm } from "./reset-confirm-form";

export default function ResetPasswordConfirmPage() {
  const { token = "" } = useParams();
  // A new token (another link opened in the same tab) starts a new flow.
  return <ResetConfirmForm key={token} token={token} />;
}

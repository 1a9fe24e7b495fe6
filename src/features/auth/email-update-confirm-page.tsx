import { useParams } from "react-router-dom";
import { EmailChangeConfirm } from "./email-change-confirm";

export default function EmailUpdateConfirmPage() {
  const { token = "" } = useParams();
  return <EmailChangeConfirm key={token} token={token} />;
}

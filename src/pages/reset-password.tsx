import { TitledPage } from "../shell/page-title";

export default function ResetPasswordPage() {
  return <TitledPage id="page.resetPassword" />;
}

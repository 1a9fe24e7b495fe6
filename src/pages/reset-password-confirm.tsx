import { TitledPage } from "../shell/page-title";

export default function ResetPasswordConfirmPage() {
  return <TitledPage id="page.resetPasswordConfirm" />;
}

import { TitledPage } from "../shell/page-title";

export default function EmailUpdateConfirmPage() {
  return <TitledPage id="page.emailUpdateConfirm" />;
}

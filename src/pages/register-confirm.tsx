import { TitledPage } from "../shell/page-title";

export default function RegisterConfirmPage() {
  return <TitledPage id="page.registerConfirm" />;
}

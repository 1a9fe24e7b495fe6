import { TitledPage } from "../shell/page-title";

export default function PaymentsPage() {
  return <TitledPage id="menu.payments" />;
}

import { TitledPage } from "../shell/page-title";

export default function BalancePage() {
  return <TitledPage id="menu.balance" />;
}

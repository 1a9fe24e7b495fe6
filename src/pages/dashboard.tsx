import { TitledPage } from "../shell/page-title";

export default function DashboardPage() {
  return <TitledPage id="menu.dashboard" />;
}

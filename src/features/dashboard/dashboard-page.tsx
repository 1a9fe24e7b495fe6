import { TitledPage } from "../../ui/page-title";

export default function DashboardPage() {
  return <TitledPage id="menu.dashboard" />;
}

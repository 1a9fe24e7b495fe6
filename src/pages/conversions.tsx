import { TitledPage } from "../shell/page-title";

export default function ConversionsPage() {
  return <TitledPage id="menu.conversions" />;
}

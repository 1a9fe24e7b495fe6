import { TitledPage } from "../../ui/page-title";

export default function DomainsPage() {
  return <TitledPage id="menu.domains" />;
}

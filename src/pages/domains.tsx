import { TitledPage } from "../shell/page-title";

export default function DomainsPage() {
  return <TitledPage id="menu.domains" />;
}

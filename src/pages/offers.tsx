import { TitledPage } from "../shell/page-title";

export default function OffersPage() {
  return <TitledPage id="menu.offers" />;
}

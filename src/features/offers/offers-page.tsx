import { TitledPage } from "../../ui/page-title";

export default function OffersPage() {
  return <TitledPage id="menu.offers" />;
}

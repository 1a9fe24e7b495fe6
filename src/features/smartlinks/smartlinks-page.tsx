import { TitledPage } from "../../ui/page-title";

export default function SmartlinksPage() {
  return <TitledPage id="menu.smartlinks" />;
}

import { TitledPage } from "../shell/page-title";

export default function SmartlinksPage() {
  return <TitledPage id="menu.smartlinks" />;
}

import { TitledPage } from "../shell/page-title";

export default function RegisterMessengersPage() {
  return <TitledPage id="page.registerMessengers" />;
}

import { TitledPage } from "../shell/page-title";

export default function RegisterPage() {
  return <TitledPage id="page.register" />;
}

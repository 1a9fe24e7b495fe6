import { TitledPage } from "../shell/page-title";

export default function LoginPage() {
  return <TitledPage id="page.login" />;
}

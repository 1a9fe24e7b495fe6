import { TitledPage } from "../shell/page-title";

export default function NotFoundPage() {
  return <TitledPage id="notFound.title" />;
}

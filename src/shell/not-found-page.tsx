import { TitledPage } from "../ui/page-title";

export default function NotFoundPage() {
  return <TitledPage id="notFound.title" />;
}

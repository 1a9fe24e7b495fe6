import { TitledPage } from "../../ui/page-title";

export default function AnnouncementArticlePage() {
  return <TitledPage id="page.article" />;
}

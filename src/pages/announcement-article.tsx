import { TitledPage } from "../shell/page-title";

export default function AnnouncementArticlePage() {
  return <TitledPage id="page.article" />;
}

import { TitledPage } from "../shell/page-title";

export default function AnnouncementsPage() {
  return <TitledPage id="menu.announcements" />;
}

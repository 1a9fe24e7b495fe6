import { TitledPage } from "../../ui/page-title";

export default function AnnouncementsPage() {
  return <TitledPage id="menu.announcements" />;
}

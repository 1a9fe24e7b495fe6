/** The shell's polls: announcements, unread notifications and balance. */
import type { HandlersOf } from "../handler-types";
import { AnnouncementQuery } from "../../contracts/shell.contract";
import { listResource, pagedList } from "./collection";

const ANNOUNCEMENTS = listResource("Announcement", AnnouncementQuery, "announcements");
import { iri } from "../../contracts/hydra";

export const shellHandlers: HandlersOf<"shell"> = {
  announcements({ urlParams }, { request, requireUser, store }) {
    const user = requireUser();
    const all = [...store.announcements]
      .filter((a) => urlParams.unseen !== "true" || !user.seenAnnouncements.has(a.id))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((a) => ({
        "@id": iri("announcements", a.id),
        "@type": "Announcement" as const,
        id: a.id,
        title: a.title[user.language],
        publishedAt: a.publishedAt,
        previewImagePath: a.previewImagePath,
      }));
    return pagedList(request, ANNOUNCEMENTS, { page: urlParams.page, itemsPerPage: urlParams.itemsPerPage ?? 30 }, Array.from(all.keys()), (i) => all[i]!);
  },
  unseenNotifications: (_input, { requireUser }) => ({ count: requireUser().unseenNotifications }),
  balance: (_input, { requireUser }) => requireUser().balance,
};

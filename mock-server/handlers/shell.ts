/** The shell's polls: announcements, unread notifications and balance. */
import type { HandlersOf } from "../handler-types";
import { pagedCollection } from "./collection";

export const shellHandlers: HandlersOf<"shell"> = {
  announcements({ urlParams }, { requireUser, store }) {
    const user = requireUser();
    const all = [...store.announcements]
      .filter((a) => urlParams.unseen !== "true" || !user.seenAnnouncements.has(a.id))
      .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
      .map((a) => ({
        "@id": `/publisher/api/announcements/${a.id}`,
        "@type": "Announcement" as const,
        id: a.id,
        title: a.title[user.language],
        publishedAt: a.publishedAt,
        previewImagePath: a.previewImagePath,
      }));
    return pagedCollection("/publisher/api/announcements", all, urlParams.page ?? 1, urlParams.itemsPerPage ?? 30);
  },
  unseenNotifications: (_input, { requireUser }) => ({ count: requireUser().unseenNotifications }),
  balance: (_input, { requireUser }) => requireUser().balance,
};

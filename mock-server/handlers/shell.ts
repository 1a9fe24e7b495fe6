/** The shell's polls: announcements, unread notifications and balance. */
import type { HandlersOf } from "../handler-types";
import { AnnouncementQuery } from "../../contracts/shell.contract";
import { listResource, pagedList } from "./collection";

const ANNOUNCEMENTS = listResource("Announcement", AnnouncementQuery, "announcements");
import { NotFound, iri } from "../../contracts/hydra";
import { fail, hydraError } from "../http-error";

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
    return pagedList(
      request,
      ANNOUNCEMENTS,
      { page: urlParams.page, itemsPerPage: urlParams.itemsPerPage ?? 30 },
      Array.from(all.keys()),
      (i) => all[i]!,
    );
  },
  article({ path }, { requireUser, store }) {
    const user = requireUser();
    const a = store.announcements.find((r) => r.id === path.id);
    if (!a) return fail(new NotFound(hydraError(404, "Not Found")));
    user.seenAnnouncements.add(a.id);
    return {
      "@context": iri("contexts", "Announcement"),
      "@id": iri("announcements", a.id),
      "@type": "Announcement" as const,
      id: a.id,
      title: a.title[user.language],
      publishedAt: a.publishedAt,
      previewImagePath: a.previewImagePath,
      body: a.body[user.language],
    };
  },
  unseenNotifications: (_input, { requireUser, store }) => ({ count: store.unreadNotifications(requireUser()) }),
  balance: (_input, { requireUser }) => requireUser().balance,
};

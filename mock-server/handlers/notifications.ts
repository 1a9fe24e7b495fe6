/** Notifications: a paged list (unread first, newest first) and marking some or all read. */
import { idOf, iri } from "../../contracts/hydra";
import { type Notification, NotificationQuery } from "../../contracts/notifications.contract";
import type { HandlersOf } from "../handler-types";
import { assertValid } from "../http-error";
import type { NotificationRecord } from "../store/records";
import { Violations } from "../validation";
import { listResource, pagedList } from "./collection";

const LIST = listResource("Notification", NotificationQuery, "notifications");

export const notificationHandlers: HandlersOf<"notifications"> = {
  list({ urlParams: q }, { request, requireUser, store }) {
    const user = requireUser();
    const rows = store.notifications
      .filter((n) => n.relativeId === user.relativeId && (q.read === undefined || n.read === (q.read === "true")))
      .sort((a, b) => Number(a.read) - Number(b.read) || b.createdAt.localeCompare(a.createdAt));
    const toWire = (n: NotificationRecord): Notification => ({
      "@id": iri("notifications", n.id),
      "@type": "Notification",
      id: n.id,
      title: n.title[user.language],
      message: n.message[user.language],
      createdAt: n.createdAt,
      read: n.read,
    });
    return pagedList(request, LIST, q, Array.from(rows.keys()), (i) => toWire(rows[i]!));
  },

  markRead({ payload }, { requireUser, store }) {
    const user = requireUser();
    const own = store.notifications.filter((n) => n.relativeId === user.relativeId);
    const v = new Violations();
    const targets = payload.notifications?.map((ref) => own.find((n) => iri("notifications", n.id) === ref || String(n.id) === idOf(ref)));
    targets?.forEach((n, i) => v.check(n !== undefined, `notifications[${i}]`, "Item not found."));
    assertValid(v.list);
    for (const n of targets ?? own) n!.read = true;
  },
};

/** Notifications (spec 02 sections 3, 4 and 7): a paged list, unread or read, and marking them read. */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { ConstraintViolationList, HydraPagedCollection, Iri, PageParams, ld } from "./hydra";
import { Session } from "./session";

export const Notification = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Notification"),
  id: Schema.Int,
  title: Schema.String,
  message: Schema.String,
  createdAt: Schema.String.annotations({ description: "RFC 3339 date-time" }),
  read: Schema.Boolean,
}).annotations({ identifier: "Notification" });
export type Notification = typeof Notification.Type;

/** `read=false` lists the unread only; without it every notification, unread first, newest first. */
export const NotificationQuery = Schema.Struct({
  read: Schema.optional(Schema.Literal("true", "false")),
  ...PageParams,
});

/** Marks the listed notifications read; without `notifications`, every notification of the publisher. */
export const MarkReadPayload = Schema.Struct({
  notifications: Schema.optional(Schema.Array(Iri.pipe(Schema.maxLength(255))).pipe(Schema.maxItems(100))),
}).annotations({ identifier: "MarkReadPayload" });

export const NotificationsGroup = HttpApiGroup.make("notifications")
  .add(
    HttpApiEndpoint.get("list", "/notifications")
      .setUrlParams(NotificationQuery)
      .addSuccess(ld(HydraPagedCollection(Notification, "NotificationCollection"))),
  )
  .add(
    HttpApiEndpoint.post("markRead", "/notifications/mark_read")
      .setPayload(ld(MarkReadPayload))
      .addSuccess(HttpApiSchema.NoContent)
      .addError(ConstraintViolationList),
  )
  .middleware(Session);

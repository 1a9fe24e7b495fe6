/** What the signed-in shell polls: latest news, unread notifications, balance. */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraCollection, Iri, PageParams, ld } from "./hydra";
import { Session } from "./session";

export const Announcement = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Announcement"),
  id: Schema.Int,
  title: Schema.String,
  publishedAt: Schema.String.annotations({ description: "RFC 3339 date-time" }),
  previewImagePath: Schema.NullOr(Schema.String),
}).annotations({ identifier: "Announcement" });
export type Announcement = typeof Announcement.Type;

export const AnnouncementQuery = Schema.Struct({
  unseen: Schema.optional(Schema.Literal("true", "false")),
  ...PageParams,
});

export const UnseenCount = Schema.Struct({ count: Schema.Int.pipe(Schema.nonNegative()) }).annotations({ identifier: "UnseenCount" });

/** The balance is a bare JSON number in the publisher's currency. */
export const Balance = Schema.Number.annotations({ identifier: "Balance" });

export const ShellGroup = HttpApiGroup.make("shell")
  .add(
    HttpApiEndpoint.get("announcements", "/announcements")
      .setUrlParams(AnnouncementQuery)
      .addSuccess(ld(HydraCollection(Announcement, "AnnouncementCollection"))),
  )
  .add(HttpApiEndpoint.get("unseenNotifications", "/notifications/unseen").addSuccess(ld(UnseenCount)))
  .add(HttpApiEndpoint.get("balance", "/ch/balance").addSuccess(ld(Balance)))
  .middleware(Session);

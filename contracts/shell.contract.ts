/** What the signed-in shell polls: latest news, unread notifications, balance. */
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform";
import { Schema } from "effect";
import { HydraCollection, IdParam, NotFound, PageParams, ld, resourceFields } from "./hydra";
import { Session } from "./session";

export const Announcement = Schema.Struct({
  ...resourceFields("Announcement"),
  title: Schema.String,
  publishedAt: Schema.String.annotations({ description: "RFC 3339 date-time" }),
  previewImagePath: Schema.NullOr(Schema.String),
}).annotations({ identifier: "Announcement" });
export type Announcement = typeof Announcement.Type;

/** An announcement with its article body (HTML as the backend stores it; empty when there is none). */
export const AnnouncementArticle = Schema.Struct({
  "@context": Schema.optional(Schema.String),
  ...Announcement.fields,
  body: Schema.String,
}).annotations({ identifier: "AnnouncementArticle" });
export type AnnouncementArticle = typeof AnnouncementArticle.Type;

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
  .add(HttpApiEndpoint.get("article", "/announcements/:id").setPath(IdParam).addSuccess(ld(AnnouncementArticle)).addError(NotFound))
  .add(HttpApiEndpoint.get("unseenNotifications", "/notifications/unseen").addSuccess(ld(UnseenCount)))
  .add(HttpApiEndpoint.get("balance", "/ch/balance").addSuccess(ld(Balance)))
  .middleware(Session);

/** Static assets the backend serves (announcement and offer preview images, offer creatives). */
export const AssetParams = Schema.Struct({
  folder: Schema.Literal("announcements", "offers", "creatives"),
  file: Schema.String.pipe(Schema.pattern(/^[a-z0-9-]+\.svg$/)),
});

export const CdnGroup = HttpApiGroup.make("cdn").add(
  HttpApiEndpoint.get("asset", "/cdn/:folder/:file")
    .setPath(AssetParams)
    .addSuccess(Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "image/svg+xml" })))
    .addError(NotFound),
);

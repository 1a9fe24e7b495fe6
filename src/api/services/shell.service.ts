/** What the signed-in shell polls: latest news, unread notifications, balance. */
import { Effect } from "effect";
import type { AnnouncementQuery } from "../../../contracts/shell.contract";
import { callApi } from "../call";
import { ApiClient } from "../client";

/** Shell calls; every method fails with the error catalogue (`ApiError`). */
export class ShellApi extends Effect.Service<ShellApi>()("api/ShellApi", {
  accessors: true,
  effect: Effect.map(ApiClient, ({ shell }) => ({
    /** Announcements; the shell asks for `{ unseen: "true" }` (list and badge count). */
    announcements: (query: typeof AnnouncementQuery.Type = {}) => callApi(shell.announcements({ urlParams: query })),
    /** The number of unread notifications. */
    unseenNotifications: () => callApi(shell.unseenNotifications({})),
    /** The balance, a bare number in the publisher's currency. */
    balance: () => callApi(shell.balance({})),
  })),
}) {}

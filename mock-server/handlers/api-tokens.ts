/**
 * The publisher's own API tokens (issue 37 item 2; contracts/api-tokens.contract.ts). Beyond the
 * contract's shapes: a name not blank and unique (ignoring case and surrounding spaces), at least one
 * scope, an expiry day not before today in the publisher's time zone (the token works through that
 * day), and at most `API_TOKENS_LIMIT` tokens. The bearer check of the reporting endpoints is in
 * contract-routes.ts (`callerOf`), beside the session's.
 */
import { Temporal } from "temporal-polyfill";
import { API_TOKENS_LIMIT, type ApiToken, type ApiTokenInput, type IssuedApiToken } from "../../contracts/api-tokens.contract";
import { NotFound, type Violation, iri } from "../../contracts/hydra";
import { reportingOpenApiDocument } from "../../contracts/openapi";
import type { HandlersOf } from "../handler-types";
import { assertValid, fail, hydraError } from "../http-error";
import type { ApiTokenRecord } from "../store/api-tokens";
import type { PublisherRecord } from "../store/records";
import type { Store } from "../store/store";
import { isoSeconds, timeZoneOf } from "./list";

const wire = (token: ApiTokenRecord): ApiToken => ({
  "@id": iri("api_tokens", token.id),
  "@type": "ApiToken",
  id: token.id,
  name: token.name,
  scopes: token.scopes,
  hint: token.hint,
  createdAt: isoSeconds(token.createdAtMs),
  expiresAt: token.expiresAtMs === null ? null : isoSeconds(token.expiresAtMs),
  lastUsedAt: token.lastUsedAtMs === null ? null : isoSeconds(token.lastUsedAtMs),
});

/** The day as a date, or undefined when it is none (2026-02-30). */
const dayOf = (text: string): Temporal.PlainDate | undefined => {
  try {
    return Temporal.PlainDate.from(text, { overflow: "reject" });
  } catch {
    return undefined;
  }
};

/** The first instant after `day` in the publisher's time zone: the token works through the whole day. */
const endOf = (day: Temporal.PlainDate, timeZone: string): number => day.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds;

const violationsOf = (store: Store, user: PublisherRecord, payload: ApiTokenInput, nowMs: number): Violation[] => {
  const found: Violation[] = [];
  const held = store.apiTokens.of(user.relativeId);
  const name = payload.name.trim();
  if (name === "") found.push({ propertyPath: "name", message: "The name should not be blank." });
  else if (held.some((t) => t.name.toLowerCase() === name.toLowerCase()))
    found.push({ propertyPath: "name", message: "A token with this name already exists." });
  if (payload.scopes.length === 0) found.push({ propertyPath: "scopes", message: "Choose at least one scope." });
  if (payload.expiresOn !== undefined) {
    const day = dayOf(payload.expiresOn);
    const today = Temporal.Instant.fromEpochMilliseconds(nowMs).toZonedDateTimeISO(timeZoneOf(user)).toPlainDate();
    if (!day) found.push({ propertyPath: "expiresOn", message: "This value is not a valid date." });
    else if (Temporal.PlainDate.compare(day, today) < 0)
      found.push({ propertyPath: "expiresOn", message: "The expiry date should be today or later." });
  }
  if (found.length === 0 && held.length >= API_TOKENS_LIMIT)
    found.push({ propertyPath: "", message: `At most ${API_TOKENS_LIMIT} API tokens: revoke one first.` });
  return found;
};

/**
 * The reporting API's document is a function of the contracts alone: derived at the first request and
 * kept (each answer derived it again, about 10 ms of the fuzz test's requests on a slow host).
 */
let reportingDocument: ReturnType<typeof reportingOpenApiDocument> | undefined;

export const apiTokenHandlers: HandlersOf<"apiTokens"> = {
  list(_input, { requireUser, store }) {
    const members = store.apiTokens.of(requireUser().relativeId).map(wire);
    return { "@id": iri("api_tokens"), "@type": "hydra:Collection", "hydra:member": members, "hydra:totalItems": members.length };
  },
  create({ payload }, { requireUser, store, clock, reply }): IssuedApiToken {
    const user = requireUser();
    const nowMs = clock.nowMs();
    assertValid(violationsOf(store, user, payload, nowMs));
    const { record, secret } = store.apiTokens.issue({
      relativeId: user.relativeId,
      name: payload.name.trim(),
      scopes: [...new Set(payload.scopes)],
      createdAtMs: nowMs,
      expiresAtMs: payload.expiresOn === undefined ? null : endOf(dayOf(payload.expiresOn)!, timeZoneOf(user)),
    });
    // The secret goes out this once, and no cache keeps the answer.
    reply.header("cache-control", "no-store");
    return { ...wire(record), secret };
  },
  revoke({ path }, { requireUser, store }) {
    if (!store.apiTokens.revoke(requireUser().relativeId, path.id)) fail(new NotFound(hydraError(404, "Not Found")));
  },
  openApi() {
    return { ...(reportingDocument ??= reportingOpenApiDocument()) };
  },
};

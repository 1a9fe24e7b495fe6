/** The signed-in publisher's profile, pins, and the public reference lists. */
import { Temporal } from "temporal-polyfill";
import { Forbidden, NotFound, idOf, iri } from "../../contracts/hydra";
import type { ProfilePatch } from "../../contracts/publisher";
import type { HandlerContext } from "../context";
import type { HandlersOf } from "../handler-types";
import type { PublisherRecord } from "../store/records";
import { assertValid, fail, hydraError } from "../http-error";
import { LANGUAGES } from "../store/seed";
import { PIN_LIFETIME_MS } from "../store/store";
import { EMAIL_PATTERN, PHONE_PATTERN, Violations, isBlank } from "../validation";
import { collection } from "./collection";
import { isKnownMessenger, validateCustomFields } from "./registration";

const TIMEZONES: ReadonlyArray<string> = Intl.supportedValuesOf("timeZone");

const isTimezone = (tz: string) => TIMEZONES.includes(tz) || tz === "UTC";

/**
 * Each zone's offset from an instant it was worked out at until the zone's next transition: between
 * them it cannot change. Working out all 418 for every answer took 10 ms (800 answers in the fuzz test).
 */
const offsetSpans = new Map<string, { readonly fromMs: number; readonly untilMs: number; readonly offset: string }>();
const offsetAt = (tz: string, now: Temporal.Instant): string => {
  const ms = now.epochMilliseconds;
  const known = offsetSpans.get(tz);
  if (known && known.fromMs <= ms && ms < known.untilMs) return known.offset;
  const zoned = now.toZonedDateTimeISO(tz);
  const next = zoned.getTimeZoneTransition("next");
  offsetSpans.set(tz, { fromMs: ms, untilMs: next === null ? Infinity : next.epochMilliseconds, offset: zoned.offset });
  return zoned.offset;
};

/** "(UTC+01:00) Europe/Prague" at the given instant. */
const timezoneLabel = (tz: string, now: Temporal.Instant) => `(UTC${offsetAt(tz, now)}) ${tz.replace(/_/g, " ")}`;

/** The signed-in publisher's own profile at `relativeId` (403 for another's, 404 for none), checked against the patch's rules. */
const checkPatch = (relativeId: number, payload: ProfilePatch, ctx: HandlerContext): PublisherRecord => {
  const { requireUser, store } = ctx;
  const user = requireUser();
  if (!store.publishers.has(relativeId)) return fail(new NotFound(hydraError(404, "Not Found")));
  if (relativeId !== user.relativeId) return fail(new Forbidden(hydraError(403, "Access Denied.")));
  const v = new Violations();
  if (payload.phone) v.check(PHONE_PATTERN.test(payload.phone.trim()), "phone", "Invalid phone number");
  if (payload.messenger !== undefined) {
    v.check(
      payload.messenger !== null && isKnownMessenger(payload.messenger),
      "messenger",
      "Please select your preferred instant messenger platform",
    );
  }
  if (payload.customFieldValues !== undefined) validateCustomFields(payload.customFieldValues, ctx.store, v);
  if (payload.timezone) v.check(isTimezone(payload.timezone), "timezone", "This value is not a valid timezone.");
  if (payload.email !== undefined && payload.email !== user.email) {
    if (v.check(!isBlank(payload.email), "email", "Field is required")) {
      if (v.check(EMAIL_PATTERN.test(payload.email.trim()), "email", "Please input valid email")) {
        v.check(!store.findByLogin(payload.email), "email", "This e-mail is already registered.");
      }
    }
  }
  if (payload.dateOfBirth) {
    let ok = true;
    try {
      Temporal.PlainDate.from(payload.dateOfBirth, { overflow: "reject" });
    } catch {
      ok = false;
    }
    v.check(ok, "dateOfBirth", "This value is not a valid date.");
  }
  assertValid(v.list);
  return user;
};

/** Every time zone with its offset now, as a collection at `iri(...segments)`. */
const timezoneList = (now: Temporal.Instant, ...segments: ReadonlyArray<string>) =>
  collection(
    { path: iri(...segments), type: "Timezone" },
    TIMEZONES.map((tz) => ({
      "@id": iri("timezones", encodeURIComponent(tz)),
      "@type": "Timezone" as const,
      value: tz,
      label: timezoneLabel(tz, now),
    })),
  );

export const profileHandlers: HandlersOf<"profile"> = {
  current: (_input, { requireUser, store }) => store.toPublisher(requireUser()),

  validate({ path, payload }, ctx) {
    checkPatch(path.relativeId, payload, ctx);
  },

  update({ path, payload }, ctx) {
    const { store } = ctx;
    const user = checkPatch(path.relativeId, payload, ctx);
    if (payload.language !== undefined) user.language = payload.language;
    if (payload.phone !== undefined) user.phone = payload.phone;
    if (payload.messenger) user.messenger = idOf(payload.messenger);
    if (payload.contactInfo !== undefined) user.contactInfo = payload.contactInfo;
    if (payload.timezone !== undefined) user.timezone = payload.timezone;
    if (payload.dateOfBirth !== undefined) user.dateOfBirth = payload.dateOfBirth;
    if (payload.customFieldValues !== undefined) user.customFieldValues = [...payload.customFieldValues];
    if (payload.email !== undefined && payload.email !== user.email) {
      const newEmail = payload.email.trim();
      user.temporaryEmail = newEmail;
      const token = store.issueToken("email_change", user.relativeId, { newEmail });
      store.send({
        to: newEmail,
        kind: "email_change",
        subject: "Confirm your new e-mail",
        token,
        link: `/publisher/email_update/confirm/${token}`,
      });
    }
    return store.toPublisher(user);
  },

  pinRequest(_input, { requireUser, store, clock }) {
    const user = requireUser();
    const pin = String(100000 + (Number.parseInt(store.secret(4).replace(/\D/g, "").slice(0, 5) || "0", 10) % 900000)).slice(0, 6);
    store.pins.set(user.relativeId, { pin, expiresAtMs: clock.nowMs() + PIN_LIFETIME_MS });
    store.send({ to: user.email, kind: "pin", subject: "Your confirmation pin", pin });
  },
};

export const referenceHandlers: HandlersOf<"reference"> = {
  languages: () =>
    collection(
      { path: iri("languages"), type: "Language" },
      LANGUAGES.map((l) => ({ "@id": iri("languages", l.value), "@type": "Language" as const, ...l })),
    ),
  timezones: (_input, { clock }) => timezoneList(clock.now(), "timezones"),
  publisherTimezones: (_input, { clock }) => timezoneList(clock.now(), "publisher", "timezones"),
};

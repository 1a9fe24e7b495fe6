/**
 * Two-step sign-in (issue 37 item 1; contracts/two-step.contract.ts): turning it on in Settings (a
 * secret, confirmed by a code, then ten recovery codes), new recovery codes, turning it off (a code),
 * and the login's second step. The rules of codes (±1 step, never twice, the lock after five wrong
 * ones) are the store's (mock-server/store/two-step.ts). Answers that carry a secret or codes are
 * never cached; nothing of them is logged.
 */
import { Temporal } from "temporal-polyfill";
import { type TwoStepCode, TwoStepLocked } from "../../contracts/two-step.contract";
import { SESSION_COOKIE } from "../../contracts/session";
import { Unauthorized } from "../../contracts/hydra";
import type { HandlerContext } from "../context";
import type { HandlersOf } from "../handler-types";
import { assertValid, fail, hydraError } from "../http-error";
import type { CodeRefusal } from "../store/two-step";

const iso = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms).toString();

export const TWO_STEP_TEXT = {
  noCode: "Enter the code from your authenticator app.",
  wrongCode: "The code is not valid.",
  replayed: "This code was already used. Wait for the next one.",
  wrongRecovery: "The recovery code is not valid or was already used.",
  locked: "Too many wrong codes. Try again later.",
  expired: "The sign-in has expired. Please enter your password again.",
  alreadyOn: "Two-step sign-in is already on.",
  notOn: "Two-step sign-in is off.",
  notBegun: "Start again: scan the new QR code first.",
} as const;

/** Throws the answer to a refused code: 429 while locked, else 422 on the field it was typed in. */
const refused = (why: CodeRefusal, field: "oneTimeCode" | "recoveryCode", lockedUntilMs: () => number | null): never => {
  if (why === "locked") {
    const until = lockedUntilMs() ?? 0;
    return fail(new TwoStepLocked({ ...hydraError(429, TWO_STEP_TEXT.locked), lockedUntil: iso(until) }));
  }
  const message =
    field === "recoveryCode" ? TWO_STEP_TEXT.wrongRecovery : why === "replayed" ? TWO_STEP_TEXT.replayed : TWO_STEP_TEXT.wrongCode;
  assertValid([{ propertyPath: field, message }]);
  return undefined as never;
};

/** Checks the code of a payload for `relativeId` (a recovery code where `recovery` allows it); throws when refused. */
const requireCode = (
  { store, clock }: Pick<HandlerContext, "store" | "clock">,
  relativeId: number,
  payload: TwoStepCode,
  options: { recovery: boolean; secret?: "confirmed" | "pending" },
): void => {
  const nowMs = clock.nowMs();
  const lockedUntil = () => store.twoStep.lockedUntil(relativeId, nowMs);
  if (options.recovery && payload.recoveryCode !== undefined && payload.recoveryCode.trim() !== "") {
    const result = store.twoStep.useRecoveryCode(relativeId, payload.recoveryCode, nowMs);
    if (result !== true) refused(result, "recoveryCode", lockedUntil);
    return;
  }
  if (payload.oneTimeCode === undefined || payload.oneTimeCode.trim() === "") {
    if (lockedUntil() !== null) refused("locked", "oneTimeCode", lockedUntil);
    assertValid([{ propertyPath: "oneTimeCode", message: TWO_STEP_TEXT.noCode }]);
  }
  const result = store.twoStep.checkCode(relativeId, payload.oneTimeCode!, nowMs, options.secret);
  if (result !== true) refused(result, "oneTimeCode", lockedUntil);
};

export const twoStepHandlers: HandlersOf<"twoStep"> = {
  status(_input, { requireUser, store }) {
    const record = store.twoStep.of(requireUser().relativeId);
    return {
      enabled: record.secret !== null,
      enabledAt: record.enabledAtMs === null ? null : iso(record.enabledAtMs),
      recoveryCodesLeft: record.secret === null ? 0 : record.recoveryHashes.size,
    };
  },
  begin(_input, { requireUser, store, reply }) {
    const user = requireUser();
    if (store.twoStep.enabled(user.relativeId)) assertValid([{ propertyPath: "", message: TWO_STEP_TEXT.alreadyOn }]);
    reply.header("cache-control", "no-store");
    return store.twoStep.begin(user.relativeId, user.email);
  },
  confirm({ payload }, ctx) {
    const user = ctx.requireUser();
    const record = ctx.store.twoStep.of(user.relativeId);
    if (record.secret !== null) assertValid([{ propertyPath: "", message: TWO_STEP_TEXT.alreadyOn }]);
    if (record.pending === null) assertValid([{ propertyPath: "", message: TWO_STEP_TEXT.notBegun }]);
    requireCode(ctx, user.relativeId, payload, { recovery: false, secret: "pending" });
    ctx.reply.header("cache-control", "no-store");
    return { recoveryCodes: ctx.store.twoStep.enable(user.relativeId, ctx.clock.nowMs()) };
  },
  regenerate({ payload }, ctx) {
    const user = ctx.requireUser();
    if (!ctx.store.twoStep.enabled(user.relativeId)) assertValid([{ propertyPath: "", message: TWO_STEP_TEXT.notOn }]);
    requireCode(ctx, user.relativeId, payload, { recovery: false });
    ctx.reply.header("cache-control", "no-store");
    return { recoveryCodes: ctx.store.twoStep.newRecoveryCodes(user.relativeId) };
  },
  disable({ payload }, ctx) {
    const user = ctx.requireUser();
    if (!ctx.store.twoStep.enabled(user.relativeId)) assertValid([{ propertyPath: "", message: TWO_STEP_TEXT.notOn }]);
    requireCode(ctx, user.relativeId, payload, { recovery: true });
    ctx.store.twoStep.disable(user.relativeId);
  },
  verify({ payload }, ctx) {
    const { store, clock, setCookie } = ctx;
    const challenge = store.twoStep.challenge(payload.challenge, clock.nowMs());
    if (!challenge) return fail(new Unauthorized({ error: TWO_STEP_TEXT.expired }));
    requireCode(ctx, challenge.relativeId, payload, { recovery: true });
    store.twoStep.closeChallenge(payload.challenge);
    const user = store.publishers.get(challenge.relativeId)!;
    const session = store.openSession(user.relativeId, challenge.rememberMe);
    setCookie(SESSION_COOKIE, session.id, session.maxAgeSeconds !== undefined ? { maxAgeSeconds: session.maxAgeSeconds } : {});
    return store.toPublisher(user);
  },
};

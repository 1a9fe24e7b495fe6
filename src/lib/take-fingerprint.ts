/**
 * The one fingerprint actor the app gives every sign-in flow (their shared step is
 * machines/fingerprint/fingerprint-step.ts): retried by `getFingerprint`; `undefined` when it could
 * not be taken. The helper and FingerprintJS load when a form is first sent, not before the
 * page's first paint (docs/decisions/009-login-bundle.md).
 */
import { fromPromise } from "xstate";

export const takeFingerprint = fromPromise<string | undefined, void>(() =>
  import("./fingerprint").then(({ getFingerprint }) => getFingerprint()),
);

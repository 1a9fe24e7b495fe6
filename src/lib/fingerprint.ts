/**
 * The device fingerprint sent with login, reset and confirmation calls (spec 01 section 7). It is
 * retried about once a second up to 5 times; when it still fails, or has not answered within
 * `FINGERPRINT_TIMEOUT_MS` (a library that hangs must not hold the form), the call goes on without
 * it and the failure is reported. The library is loaded only when a fingerprint is first needed.
 */
export const FINGERPRINT_ATTEMPTS = 5;
export const FINGERPRINT_RETRY_MS = 1000;
/** How long the whole fingerprint step may take: shorter than a request's timeout (REQUEST_TIMEOUT_MS, 30 s). */
export const FINGERPRINT_TIMEOUT_MS = 8000;

export interface FingerprintDeps {
  /** Produces the visitor id (FingerprintJS by default). */
  readonly read: () => Promise<string>;
  readonly wait: (ms: number) => Promise<void>;
  /** Told when every attempt failed. */
  readonly report: (error: unknown) => void;
  /** How long all attempts together may take; default `FINGERPRINT_TIMEOUT_MS`. */
  readonly timeoutMs: number;
}

/** The fingerprint step ran out of time (`FINGERPRINT_TIMEOUT_MS`). */
export class FingerprintTimedOut extends Error {
  constructor(readonly afterMs: number) {
    super(`No fingerprint within ${afterMs} ms`);
    this.name = "FingerprintTimedOut";
  }
}

const fingerprintJs = async (): Promise<string> => {
  const { load } = await import("@fingerprintjs/fingerprintjs");
  // No usage beacon to the library's CDN: the portal calls no third party (and offline it fails).
  const agent = await load({ monitoring: false });
  return (await agent.get()).visitorId;
};

let cached: string | undefined;

/** The fingerprint, or `undefined` when it could not be taken (the call then goes on without it). */
export const getFingerprint = async (deps: Partial<FingerprintDeps> = {}): Promise<string | undefined> => {
  if (cached && !deps.read) return cached;
  const read = deps.read ?? fingerprintJs;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const timeoutMs = deps.timeoutMs ?? FINGERPRINT_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timedOut">((resolve) => (timer = setTimeout(() => resolve("timedOut"), timeoutMs)));
  let lastError: unknown;
  try {
    for (let attempt = 1; attempt <= FINGERPRINT_ATTEMPTS; attempt++) {
      try {
        const value = await Promise.race([read(), deadline]);
        if (value === "timedOut") {
          lastError = new FingerprintTimedOut(timeoutMs);
          break;
        }
        if (!deps.read) cached = value;
        return value;
      } catch (error) {
        lastError = error;
        if (attempt < FINGERPRINT_ATTEMPTS && (await Promise.race([wait(FINGERPRINT_RETRY_MS), deadline])) === "timedOut") {
          lastError = new FingerprintTimedOut(timeoutMs);
          break;
        }
      }
    }
  } finally {
    clearTimeout(timer);
  }
  (deps.report ?? reportFingerprintFailure)(lastError);
  return undefined;
};

const reportFingerprintFailure = (error: unknown) => {
  void import("../app/error-reporter").then(({ reportProblem }) => reportProblem("FingerprintFailed", error));
};

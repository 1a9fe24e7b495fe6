/**
 * The device fingerprint sent with login, reset and confirmation calls (spec 01 section 7). It is
 * retried about once a second up to 5 times; when it still fails the call goes on without it and
 * the failure is reported. The library is loaded only when a fingerprint is first needed.
 */
export const FINGERPRINT_ATTEMPTS = 5;
export const FINGERPRINT_RETRY_MS = 1000;

export interface FingerprintDeps {
  /** Produces the visitor id (FingerprintJS by default). */
  readonly read: () => Promise<string>;
  readonly wait: (ms: number) => Promise<void>;
  /** Told when every attempt failed. */
  readonly report: (error: unknown) => void;
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
  let lastError: unknown;
  for (let attempt = 1; attempt <= FINGERPRINT_ATTEMPTS; attempt++) {
    try {
      const value = await read();
      if (!deps.read) cached = value;
      return value;
    } catch (error) {
      lastError = error;
      if (attempt < FINGERPRINT_ATTEMPTS) await wait(FINGERPRINT_RETRY_MS);
    }
  }
  (deps.report ?? reportFingerprintFailure)(lastError);
  return undefined;
};

const reportFingerprintFailure = (error: unknown) => {
  void import("../app/error-reporter").then(({ reportProblem }) => reportProblem("FingerprintFailed", error));
};

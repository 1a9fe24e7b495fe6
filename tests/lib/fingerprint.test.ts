/** The fingerprint step: retried, then given up; and it never holds a form longer than its timeout. */
import { describe, expect, it } from "vitest";
import { FINGERPRINT_ATTEMPTS, FINGERPRINT_TIMEOUT_MS, FingerprintTimedOut, getFingerprint } from "../../src/lib/fingerprint";

const noWait = () => Promise.resolve();

describe("getFingerprint", () => {
  it("answers the first fingerprint read", async () => {
    expect(await getFingerprint({ read: () => Promise.resolve("abc"), wait: noWait, report: () => undefined })).toBe("abc");
  });

  it("retries a failing read and reports when every attempt failed", async () => {
    let reads = 0;
    const reported: unknown[] = [];
    const value = await getFingerprint({
      read: () => Promise.reject(new Error(`fail ${++reads}`)),
      wait: noWait,
      report: (e) => void reported.push(e),
    });
    expect(value).toBeUndefined();
    expect(reads).toBe(FINGERPRINT_ATTEMPTS);
    expect(reported).toEqual([new Error(`fail ${FINGERPRINT_ATTEMPTS}`)]);
  });

  it("gives up on a read that never answers once its timeout has passed, and reports it", async () => {
    const reported: unknown[] = [];
    const started = performance.now();
    const value = await getFingerprint({
      read: () => new Promise<string>(() => undefined),
      wait: noWait,
      report: (e) => void reported.push(e),
      timeoutMs: 50,
    });
    expect(value).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(reported).toEqual([expect.any(FingerprintTimedOut)]);
  });

  it("has a timeout shorter than a request's", async () => {
    const { REQUEST_TIMEOUT_MS } = await import("../../src/api/catalogue");
    expect(FINGERPRINT_TIMEOUT_MS).toBeLessThan(REQUEST_TIMEOUT_MS);
  });
});

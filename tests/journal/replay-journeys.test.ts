/**
 * Journals recorded from browser journeys (e2e/replay.spec.ts with RECORD_JOURNALS=1) replay to
 * the snapshots recorded at export, for every flow, without a network.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MACHINES_BY_ID } from "../../machines/registry";
import { redact } from "../../src/journal/redact";
import { type DiagnosticsLike, replayDiagnostics } from "../../src/journal/replay";

const dir = "tests/fixtures/journals";
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));

describe.each(files)("%s", (file) => {
  const diagnostics = JSON.parse(readFileSync(join(dir, file), "utf8")) as DiagnosticsLike;
  const results = replayDiagnostics(diagnostics, MACHINES_BY_ID, redact);

  it("covers the flows of the journey", () => {
    expect(results.length).toBeGreaterThan(0);
  });

  it.each(results.map((r) => [r.actor, r] as const))("%s replays to the recorded snapshot", (_actor, r) => {
    expect(r.replayed).toEqual(r.recorded);
  });

  it("holds no secret", () => {
    const text = JSON.stringify(diagnostics);
    expect(text).not.toMatch(/Demo-pass-1|Newbie-pass-1|wrong-password/);
  });
});

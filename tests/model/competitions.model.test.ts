/**
 * Model-based test of the competitions flow (spec 02 section 4): paths generated from the machine
 * with xstate/graph, each executed by a fresh real actor whose list comes from the running mock
 * server through the real client. The clock is the test's: it answers an instant chosen from what
 * the actor shows (a minute before the next start or end, or at it), and the mock server's clock is
 * set to the same instant first, so the server moves a competition from will start to live to ended. The model's answers come from the server's own competition
 * records (the oracle); a failed load is a fault the server injects.
 */
import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, type EventObject, createActor, fromPromise } from "xstate";
import type { Competition } from "../../contracts/competitions.contract";
import { anyLive, boundaryOf } from "../../machines/competitions/competition-times";
import { type ClockInput, type CompetitionsContext, competitionsMachine } from "../../machines/competitions/competitions.machine";
import { Clock } from "../../mock-server/clock";
import { competitionStatus, competitionsOf } from "../../mock-server/store/competitions";
import { Store } from "../../mock-server/store/store";
import { runApiOrFail, withApi } from "../../src/api";
import { loadCompetitionsCall } from "../../src/features/reports/competitions-calls";
import { type FlowModel, type Path, coverageInspector, describePath, executePath, generatePaths } from "./flow-paths";
import { Coverage, apiFor, modelServer, signedInBrowser } from "./harness";

const DEMO_ID = 1001;
const MINUTE_MS = 60_000;
/** The model's reset time (the real run starts from the server's). */
const MODEL_RESET_MS = Date.parse("2026-03-01T10:00:00Z");

/** The demo publisher's competitions as the server answers them at `nowMs`: the model's oracle. */
const oracle = (nowMs: number, resetMs = MODEL_RESET_MS): Competition[] => {
  const demo = new Store(new Clock()).publishers.get(DEMO_ID)!;
  return competitionsOf(demo, resetMs).map((c) => ({
    "@id": `/publisher/api/competitions/${c.id}`,
    "@type": "Competition",
    id: c.id,
    title: c.title,
    description: c.description,
    prize: c.prize,
    startDate: new Date(c.startMs).toISOString(),
    endDate: new Date(c.endMs).toISOString(),
    status: competitionStatus(c, nowMs),
    participants: c.participants,
    position: null,
    points: 0,
    pointsToAdvance: null,
  }));
};

const ctx = (s: AnyMachineSnapshot) => s.context as CompetitionsContext;

/** The next start or end still to come after the instant shown. */
const nextBoundary = (c: Pick<CompetitionsContext, "competitions" | "nowMs">): number | null => {
  const ahead = c.competitions.map(boundaryOf).filter((at): at is number => at !== null && at > c.nowMs);
  return ahead.length === 0 ? null : Math.min(...ahead);
};

const TICK = "xstate.done.actor.clock";
type Tick = { type: typeof TICK; output: number; at: "minuteBefore" | "boundary" };
/** The instant of a tick, chosen from what the flow shows: a minute before the next start or end, or at it. */
const instantOf = (c: Pick<CompetitionsContext, "competitions" | "nowMs">, at: Tick["at"]): number | null => {
  const next = nextBoundary(c);
  if (next === null) return null;
  const nowMs = at === "boundary" ? next : next - MINUTE_MS;
  return nowMs > c.nowMs ? nowMs : null;
};
/** The clock's answer at that instant (the real run recomputes it from the real actor's context). */
const tickAt = (c: CompetitionsContext, at: Tick["at"]): Tick | null => {
  const nowMs = instantOf(c, at);
  return nowMs === null ? null : { type: TICK, output: nowMs, at };
};

const OUTCOME_ERROR = { type: "xstate.error.actor.loadCompetitions", error: { _tag: "RequestFailed", status: 500 } };

const model: FlowModel = {
  machine: competitionsMachine,
  input: { nowMs: MODEL_RESET_MS + 1000 },
  events: (s) => {
    const c = ctx(s);
    if (s.matches("loading") || s.matches("rereading"))
      return [{ type: "xstate.done.actor.loadCompetitions", output: oracle(c.nowMs) }, OUTCOME_ERROR];
    if (s.matches("failed")) return [{ type: "competitions.retry" }];
    const ticks = [tickAt(c, "minuteBefore"), tickAt(c, "boundary")].filter((t): t is Tick => t !== null);
    return [...ticks, ...(c.error === null ? [] : [{ type: "competitions.retry" }])];
  },
  summary: (s) => {
    const c = ctx(s);
    // Whether the clock stands a minute before the next start or end (what a tick there shows).
    const next = nextBoundary(c);
    return {
      value: s.value,
      statuses: c.competitions.map((x) => `${x.id}:${x.status}`),
      asked: c.asked,
      failed: c.error !== null,
      minuteBefore: next !== null && next - c.nowMs === MINUTE_MS,
    };
  },
  describe: (e: EventObject) =>
    e.type === TICK
      ? `tick ${(e as Tick).at}`
      : e.type === OUTCOME_ERROR.type
        ? "load failed"
        : e.type.startsWith("xstate.done")
          ? "loaded"
          : e.type,
  // Watching, the flow waits for the clock; a path ends there or failed.
  isStable: (s) => s.matches("watching") || s.matches("failed"),
};

const coverage = new Coverage("competitions", competitionsMachine);
const server = modelServer(coverage);

const serverNowMs = async () => Date.parse(((await (await fetch(`${server.url}/__mock/clock`)).json()) as { now: string }).now);

/**
 * Runs a path. The outcomes the path expects are queued in order as the harness announces them; the
 * clock answers the next tick (its instant recomputed from the real actor, the mock clock set to it
 * first), and a load that should fail has the server's fault injected just before it is asked.
 */
const execute = async (path: Path) => {
  const browser = await signedInBrowser(server);
  const { runtime } = apiFor(server, browser, "/publisher/reports");
  const effects: string[] = [];
  const queue: EventObject[] = [];
  const next = (kind: string) => {
    const outcome = queue.shift();
    if (!outcome?.type.includes(kind)) throw new Error(`expected a ${kind} outcome, the path has ${outcome?.type}`);
    return outcome;
  };
  const actor = createActor(
    competitionsMachine.provide({
      actors: {
        loadCompetitions: fromPromise<ReadonlyArray<Competition>, void>(async ({ signal }) => {
          if (next("loadCompetitions").type === OUTCOME_ERROR.type)
            await server.fault({ route: "competitions.list", status: 500, times: 1 });
          return runApiOrFail(
            runtime,
            withApi((api) => loadCompetitionsCall(api, undefined)),
            signal,
          );
        }),
        clock: fromPromise<number, ClockInput>(async ({ input, signal }) => {
          // The clock waits until the path has a tick for it (a user's step may come first and stop it).
          while (queue[0]?.type !== TICK) {
            if (signal.aborted) return 0;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          const nowMs = instantOf(input, (next("clock") as Tick).at)!;
          await fetch(`${server.url}/__mock/clock`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ set: new Date(nowMs).toISOString() }),
          });
          return nowMs;
        }),
      },
      actions: {
        liveChanged: (_, { live }) => effects.push(`live:${live}`),
        reportFailure: (_, { error }) => effects.push(`failed:${(error as { _tag?: string })._tag ?? "defect"}`),
      },
    }),
    { input: { nowMs: await serverNowMs() }, inspect: coverageInspector(coverage) },
  );
  const snapshot = await executePath(model, path, {
    actor,
    arrange: async (outcomes) => {
      await fetch(`${server.url}/__mock/faults`, { method: "DELETE" });
      queue.push(...outcomes);
    },
  });
  return { snapshot, effects, browser, runtime };
};

describe("competitions, model-based", () => {
  const paths = generatePaths(model);

  it("has paths through every start and end to all ended, with failed loads and re-reads", () => {
    const ends = paths.map((p) => model.summary(p.state) as { statuses: string[] });
    expect(ends.some((e) => e.statuses.join() === "3:ended,2:ended,1:ended")).toBe(true);
    expect(ends.some((e) => e.statuses.join() === "3:live,2:live,1:ended")).toBe(true);
    expect(
      paths.some((p) => p.steps.some((s, i) => s.event.type === OUTCOME_ERROR.type && p.steps[i - 1]?.state.matches("rereading"))),
    ).toBe(true);
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${describePath(model, path)}`, async () => {
      await server.reset();
      const { snapshot, effects, runtime } = await execute(path);
      const c = ctx(snapshot);
      const loads = path.steps.filter((s) => s.event.type === "xstate.done.actor.loadCompetitions").length;
      const failures = path.steps.filter((s) => s.event.type === OUTCOME_ERROR.type).length;
      expect(effects.filter((e) => e.startsWith("live:"))).toHaveLength(loads);
      expect(effects.filter((e) => e === "failed:RequestFailed")).toHaveLength(failures);
      if (loads > 0) expect(effects.filter((e) => e.startsWith("live:")).at(-1)).toBe(`live:${anyLive(c.competitions)}`);
      // What the flow shows after a good load is what the server says now, and what its records say.
      if (snapshot.matches("watching") && c.error === null) {
        const now = await runApiOrFail(
          runtime,
          withApi((api) => loadCompetitionsCall(api, undefined)),
        );
        expect(c.competitions.map((x) => x.status)).toEqual(now.map((x) => x.status));
        const resetMs = Date.parse(now.find((x) => x.id === 1)!.endDate) + 88 * 86_400_000;
        expect(c.competitions.map((x) => x.status)).toEqual(oracle(c.nowMs, resetMs).map((x) => x.status));
        for (const x of c.competitions) {
          if (x.status === "will_start") expect(x).toMatchObject({ position: null, points: 0, pointsToAdvance: null });
          else expect(x.position).not.toBeNull();
          if (x.status === "ended") expect(x.pointsToAdvance).toBeNull();
        }
      }
    });
  }

  it("takes every transition and visits every state", () => {
    const { missedTransitions, missedStates } = coverage.report();
    expect(missedStates).toEqual([]);
    expect(missedTransitions).toEqual([]);
  });
});

/**
 * The competitions flow (spec 02 section 4; issue 14): the publisher's competitions are loaded, then
 * watched on a clock. Each will start, is live or has ended, as the server says; the clock moves the
 * countdown (days, hours, minutes) and, when a competition's start or end passes, the list is read
 * again so that its new status, position and points come from the server. A boundary is re-read once
 * per competition and status (the browser's clock may run ahead of the server's), and a failed
 * re-read keeps what is shown until the publisher asks again. After each load the app is told
 * whether a competition is live (the header's "Competition is live" follows).
 * docs/decisions/033-competitions-machine-and-load-timeouts.md.
 */
import { assign, setup } from "xstate";
import type { Competition } from "../../contracts/competitions.contract";
import { anyLive, passedBoundaries } from "./competition-times";
import { providedByTheApp } from "../provided-by-the-app";

export interface CompetitionsContext {
  competitions: ReadonlyArray<Competition>;
  /** The clock's instant (epoch ms) the countdowns are shown at. */
  nowMs: number;
  /** The boundaries (`id:status`) already re-read from the server. */
  asked: ReadonlyArray<string>;
  /** The last load's failure; null once a load succeeds. */
  error: unknown;
}

/** The publisher asks again (after a failed load or re-read). */
export type CompetitionsEvent = { type: "competitions.retry" };

/** What the clock actor watches: the competitions shown and the instant shown. */
export interface ClockInput {
  readonly competitions: ReadonlyArray<Competition>;
  readonly nowMs: number;
}

const isDue = (context: CompetitionsContext, nowMs: number) =>
  passedBoundaries(context.competitions, nowMs).some((key) => !context.asked.includes(key));

const competitionsSetup = setup({
  types: {
    context: {} as CompetitionsContext,
    events: {} as CompetitionsEvent,
    input: {} as { nowMs: number },
  },
  actors: {
    /** GET /competitions.jsonld: the competitions with their status by the server's clock. */
    loadCompetitions: providedByTheApp<ReadonlyArray<Competition>, void>("loadCompetitions"),
    /**
     * The clock: answers the instant (epoch ms) at which a shown countdown's minute next changes or
     * a boundary passes; never while every competition has ended. A promise actor, invoked anew
     * for each wait (one tick each, so the journal holds a tick a minute at most).
     */
    clock: providedByTheApp<number, ClockInput>("clock"),
  },
  actions: {
    /** Whether a competition is live, after each load (the header's label follows). */
    liveChanged: (_, _params: { live: boolean }) => {},
    /** A failed load: a lost session goes to the shared handler; the flow shows the rest in place. */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    /** A competition's start or end has passed at the tick and was not re-read yet. */
    boundaryPassed: ({ context }, { nowMs }: { nowMs: number }) => isDue(context, nowMs),
  },
});

/** Reading the competitions: shown and watched once in; a failure goes to `failedTarget` with its error. */
const reading = (failedTarget: "failed" | "watching") =>
  competitionsSetup.createStateConfig({
    invoke: {
      id: "loadCompetitions",
      src: "loadCompetitions",
      onDone: {
        target: "watching",
        actions: [
          assign({ competitions: ({ event }) => event.output, error: null }),
          { type: "liveChanged", params: ({ event }) => ({ live: anyLive(event.output) }) },
        ],
      },
      onError: {
        target: failedTarget,
        actions: [
          assign({ error: ({ event }) => event.error }),
          { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
        ],
      },
    },
  });

export const competitionsMachine = competitionsSetup.createMachine({
  id: "competitions",
  context: ({ input }) => ({ competitions: [], nowMs: input.nowMs, asked: [], error: null }),
  initial: "loading",
  states: {
    loading: reading("failed"),
    failed: {
      on: { "competitions.retry": "loading" },
    },
    watching: {
      invoke: {
        id: "clock",
        src: "clock",
        input: ({ context }) => ({ competitions: context.competitions, nowMs: context.nowMs }),
        onDone: [
          {
            guard: { type: "boundaryPassed", params: ({ event }) => ({ nowMs: event.output }) },
            target: "rereading",
            actions: assign({
              nowMs: ({ event }) => event.output,
              asked: ({ context, event }) => [...new Set([...context.asked, ...passedBoundaries(context.competitions, event.output)])],
            }),
          },
          // The countdown moves; the clock waits again.
          { target: "watching", reenter: true, actions: assign({ nowMs: ({ event }) => event.output }) },
        ],
      },
      on: { "competitions.retry": "rereading" },
    },
    // What is shown stays when it fails; the publisher may ask again.
    rereading: reading("watching"),
  },
});

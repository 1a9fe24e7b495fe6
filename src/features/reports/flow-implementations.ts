/**
 * The competitions flow with the app's implementations (machines/competitions): the list through
 * `system.fromApi`, a clock that wakes the flow when a countdown's minute changes or a boundary
 * passes (time through Temporal), and the header's "Competition is live", which follows each load.
 */
import { useMemo } from "react";
import { fromPromise } from "xstate";
import { nextChangeInMs } from "../../../machines/competitions/competition-times";
import { type ClockInput, competitionsMachine } from "../../../machines/competitions/competitions.machine";
import { isTag } from "../../api/catalogue";
import { handleError } from "../../app/error-handler";
import { useSystem } from "../../app/react";
import type { AppSystem } from "../../app/system";
import { Temporal } from "../../lib/temporal";
import { loadCompetitionsCall } from "./competitions-calls";

/** The current instant in epoch milliseconds. */
export const nowMs = (): number => Temporal.Now.instant().epochMilliseconds;

/**
 * The flow's clock: resolves with the instant at which a countdown's minute next changes or a
 * boundary passes; never when every competition has ended. Stopping the actor clears the timer.
 */
export const competitionsClock = fromPromise<number, ClockInput>(
  ({ input, signal }) =>
    new Promise<number>((resolve) => {
      const wait = nextChangeInMs(input.competitions, nowMs());
      if (wait === null) return;
      const timer = setTimeout(() => resolve(nowMs()), wait);
      signal.addEventListener("abort", () => clearTimeout(timer));
    }),
);

/**
 * The header's label follows the flow: when whether a competition is live differs from what the
 * profile says, the profile is read again (the server decides whether this publisher sees it).
 */
const followLiveLabel = (system: AppSystem, live: boolean) => {
  const publisher = system.session.getSnapshot().context.publisher;
  if (!publisher || publisher.showCompetitionsLabel === live) return;
  void system
    .loadApi()
    .then(async ({ mod, runtime }) => {
      const fresh = await mod.runApiOrFail(
        runtime,
        mod.withApi((api) => api.profile.current({})),
      );
      system.session.send({ type: "session.profileUpdated", publisher: fresh });
    })
    .catch(() => {
      // The label stays as it was; the next load of the profile corrects it.
    });
};

/** The machine provided for the app. */
export const useCompetitionsMachine = () => {
  const system = useSystem();
  return useMemo(
    () =>
      competitionsMachine.provide({
        actors: { loadCompetitions: system.fromApi(loadCompetitionsCall), clock: competitionsClock },
        actions: {
          liveChanged: (_, { live }) => followLiveLabel(system, live),
          reportFailure: (_, { error }) => {
            if (isTag(error, "Unauthorized")) handleError(error);
          },
        },
      }),
    [system],
  );
};

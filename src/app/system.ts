/**
 * The app's one system: the client store (journal and its projection), the API runtime (loaded
 * lazily, see api-module.ts), and the long-lived flow actors with their implementations provided.
 * Created once in main.tsx.
 */
import type { Effect } from "effect";
import { createActor, fromPromise } from "xstate";
import type { LanguageCode } from "../../contracts/publisher";
import type { Messages } from "../../machines/language-change/language-change.machine";
import type { ApiError, ApiRuntime, PublisherServices } from "../api";
import type { ClientStore } from "../journal/client-store";
import { journalInspector } from "../journal/inspect";
import { nextTask } from "../lib/next-task";
import { takeFingerprint } from "../lib/take-fingerprint";
import { isPublicPath } from "../routes-public";
import { reportOutcome } from "./error-reporter";
import { languageChangeFlow, sessionFlow } from "./flow-implementations";
import { watchVersion } from "./version-reload";

export type ApiModule = typeof import("./api-module");

/** A call to make once the API layer is loaded: `(api, input) => api.<group>.<endpoint>(request)`. */
export type ApiCall<I, O> = (api: PublisherServices, input: I) => Effect.Effect<O, ApiError>;

export const makeSystem = (options: { store: ClientStore; locale: LanguageCode; messages: Messages; api?: ApiRuntime }) => {
  const { store } = options;
  const inspect = journalInspector(store);
  let runtime: ApiRuntime | undefined;
  let loading: Promise<{ mod: ApiModule; runtime: ApiRuntime }> | undefined;

  /** Loads the API layer once; wires the version rule, the 401 rule and error reports to it. */
  const loadApi = () =>
    (loading ??= import("./api-module").then(async (mod) => {
      // The runtime is made in a task after the one that evaluated the modules: together they were
      // one task of 150 ms on a phone's CPU.
      await nextTask();
      const rt = options.api ?? mod.makeApiRuntime({ scheduler: mod.slicedScheduler() });
      // Built first, in slices (the scheduler's): `runSync` below then only reads its services.
      await rt.runtime();
      watchVersion(rt.runSync(mod.VersionWatcher), store);
      // A 401 (or an answer from the login page) ends the session, except the login call's own
      // refusal and calls made from the public pages, which handle their answers themselves.
      rt.runSync(mod.RequestOutcomes).subscribe((outcome) => {
        reportOutcome(outcome);
        const unauthorized = outcome.status === 401 || outcome.loginRedirect;
        if (unauthorized && outcome.path !== "/publisher/api/login" && !isPublicPath(window.location.pathname)) {
          session.send({ type: "session.unauthorized" });
        }
      });
      runtime = rt;
      return { mod, runtime: rt };
    }));

  /** An invoked actor running an API call; stopping the actor aborts the request. */
  const fromApi = <I, O>(call: ApiCall<I, O>) =>
    fromPromise<O, I>(async ({ input, signal }) => {
      const { mod, runtime: rt } = await loadApi();
      return mod.runApiOrFail(
        rt,
        mod.withApi((api) => call(api, input)),
        signal,
      );
    });

  const session = createActor(sessionFlow({ fromApi, store, toLanguage: (event) => language.send(event) }), { id: "session", inspect });

  const language = createActor(languageChangeFlow({ fromApi, store, toSession: (event) => session.send(event) }), {
    id: "languageChange",
    input: { locale: options.locale, messages: options.messages },
    inspect,
  });

  session.start();
  language.start();

  return {
    store,
    session,
    language,
    fromApi,
    loadApi,
    /** The one device-fingerprint actor every sign-in flow is given. */
    takeFingerprint,
    /** Starts loading the API layer ahead of need (e.g. when the user starts filling a form). */
    prefetchApi: () => void loadApi(),
    /** The API runtime; available once the API layer has loaded (always so in the signed-in area). */
    get api(): ApiRuntime {
      if (!runtime) throw new Error("The API layer is not loaded yet: use loadApi()");
      return runtime;
    },
  };
};

export type AppSystem = ReturnType<typeof makeSystem>;

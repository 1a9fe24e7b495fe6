/**
 * The app's one system: the client store (journal and its projection), the API runtime, and the
 * long-lived flow actors with their implementations provided. Created once in main.tsx.
 */
import type { Effect } from "effect";
import { createActor, fromPromise } from "xstate";
import type { LanguageCode } from "../../contracts/publisher";
import { languageChangeMachine, type Messages } from "../../machines/language-change/language-change.machine";
import { sessionMachine, timezoneOf } from "../../machines/session/session.machine";
import { type ApiError, type ApiRuntime, type ApiServices, ProfileApi, RequestOutcomes, VersionWatcher, makeApiRuntime, runApiOrFail } from "../api";
import { isPublicPath } from "../routes-public";
import { loadMessages } from "../i18n/locales";
import type { ClientStore } from "../journal/client-store";
import { journalInspector } from "../journal/inspect";
import { PROJECTED } from "../journal/projection";
import { handleError, navigateToLogin } from "./error-handler";
import { reportOutcome } from "./error-reporter";
import { writeLocaleCookie } from "./locale-cookie";
import { runCustomerScript } from "./customer-script";
import { toasts } from "./toasts";
import { watchVersion } from "./version-reload";

export const makeSystem = (options: { store: ClientStore; locale: LanguageCode; messages: Messages; api?: ApiRuntime }) => {
  const { store } = options;
  const api = options.api ?? makeApiRuntime();
  const inspect = journalInspector(store);
  const versions = api.runSync(VersionWatcher);
  watchVersion(versions, store);

  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadCurrent: fromApi(api, () => ProfileApi.current()),
      },
      actions: {
        applyProfile: (_, { publisher }) => {
          store.record("session", PROJECTED.profileStored, { timezone: timezoneOf(publisher), currency: publisher.currency });
          runCustomerScript(publisher.customer.customJs);
          language.send({ type: "session.signedIn", relativeId: publisher.relativeId });
          language.send({ type: "language.adopt", locale: publisher.language });
        },
        handleError: (_, { error }) => handleError(error),
        toLogin: () => navigateToLogin(),
      },
    }),
    { id: "session", inspect },
  );

  // A 401 (or an answer from the login page) ends the session, except the login call's own refusal
  // and calls made from the public pages, which handle their answers themselves.
  api.runSync(RequestOutcomes).subscribe((outcome) => {
    reportOutcome(outcome);
    const unauthorized = outcome.status === 401 || outcome.loginRedirect;
    if (unauthorized && outcome.path !== "/publisher/api/login" && !isPublicPath(window.location.pathname)) {
      session.send({ type: "session.unauthorized" });
    }
  });

  const language = createActor(
    languageChangeMachine.provide({
      actors: {
        saveLanguage: fromApi(api, ({ relativeId, language }: { relativeId: number; language: LanguageCode }) => ProfileApi.update(relativeId, { language })),
        loadMessages: fromPromiseFn(({ locale }: { locale: LanguageCode }) => loadMessages(locale)),
      },
      actions: {
        mergeProfile: (_, { publisher }) => session.send({ type: "session.profileUpdated", publisher }),
        applyLocale: (_, { locale }) => {
          document.documentElement.lang = locale;
          store.record("languageChange", PROJECTED.language, { locale });
        },
        storeCookie: (_, { locale }) => writeLocaleCookie(locale),
        notifyUpdated: () => toasts.show({ tone: "success", messageId: "language.updated" }),
        handleError: (_, { error }) => handleError(error),
      },
    }),
    { id: "languageChange", input: { locale: options.locale, messages: options.messages }, inspect },
  );

  session.start();
  language.start();
  return { store, api, versions, session, language };
};

export type AppSystem = ReturnType<typeof makeSystem>;

/** An invoked actor that runs an API call on the runtime; stopping the actor aborts the request. */
export function fromApi<I, O>(api: ApiRuntime, call: (input: I) => Effect.Effect<O, ApiError, ApiServices>) {
  return fromPromise<O, I>(({ input, signal }) => runApiOrFail(api, call(input), signal));
}

function fromPromiseFn<I, O>(fn: (input: I) => Promise<O>) {
  return fromPromise<O, I>(({ input }) => fn(input));
}

/**
 * The app's long-lived flows with their implementations: the session (machines/session) and the
 * language change (machines/language-change), provided here as every flow is in a
 * `flow-implementations.ts` beside what hosts it (src/app/system.ts starts them, once).
 */
import type { Effect } from "effect";
import { type PromiseActorLogic, fromPromise } from "xstate";
import type { LanguageCode, Publisher } from "../../contracts/publisher";
import { type LanguageEvent, languageChangeMachine } from "../../machines/language-change/language-change.machine";
import { type SessionEvent, sessionMachine, timezoneOf } from "../../machines/session/session.machine";
import type { ApiError, PublisherServices } from "../api";
import { loadMessages } from "../i18n/locales";
import type { ClientStore } from "../journal/client-store";
import { PROJECTED } from "../journal/projection";
import { runCustomerScript } from "./customer-script";
import { currentPlace, handleError, navigateToLogin } from "./error-handler";
import { writeLocaleCookie } from "./locale-cookie";
import { keepPlace, openFlows } from "./resume";
import { announcePublisher } from "./service-worker";
import { toasts } from "./toasts";

/** An invoked actor running an API call (the system's `fromApi`). */
type FromApi = <I, O>(call: (api: PublisherServices, input: I) => Effect.Effect<O, ApiError>) => PromiseActorLogic<O, I>;

/** The session flow: the current publisher loaded, applied, and forgotten at the end. */
export const sessionFlow = (deps: { fromApi: FromApi; store: ClientStore; toLanguage: (event: LanguageEvent) => void }) =>
  sessionMachine.provide({
    actors: {
      loadCurrent: deps.fromApi<void, Publisher>((api) => api.profile.current({})),
    },
    actions: {
      applyProfile: (_, { publisher }) => {
        deps.store.record("session", PROJECTED.profileStored, { timezone: timezoneOf(publisher), currency: publisher.currency });
        runCustomerScript(publisher.customer.customJs);
        // The service worker keeps this publisher's answers from now on (decision 083).
        announcePublisher(publisher.relativeId);
        deps.toLanguage({ type: "session.signedIn", relativeId: publisher.relativeId });
        deps.toLanguage({ type: "language.adopt", locale: publisher.language });
      },
      handleError: (_, { error }) => handleError(error),
      toLogin: () => navigateToLogin(),
      forgetPublisher: () => deps.store.endSession(),
      // Before the journal is forgotten (the signed-out state's entry): the edits are read from it.
      keepPlace: ({ context }) =>
        keepPlace({
          path: currentPlace(),
          publisher: context.publisher?.relativeId ?? null,
          entries: deps.store.journal.entries(),
          active: openFlows(),
        }),
    },
  });

/** The language change flow: saved on the profile, its messages loaded, applied to the page. */
export const languageChangeFlow = (deps: { fromApi: FromApi; store: ClientStore; toSession: (event: SessionEvent) => void }) =>
  languageChangeMachine.provide({
    actors: {
      saveLanguage: deps.fromApi((api, { relativeId, language }: { relativeId: number; language: LanguageCode }) =>
        api.profile.update({ path: { relativeId }, payload: { language } }),
      ),
      loadMessages: fromPromise(({ input }: { input: { locale: LanguageCode } }) => loadMessages(input.locale)),
    },
    actions: {
      mergeProfile: (_, { publisher }) => deps.toSession({ type: "session.profileUpdated", publisher }),
      applyLocale: (_, { locale }) => {
        document.documentElement.lang = locale;
        deps.store.record("languageChange", PROJECTED.language, { locale });
      },
      storeCookie: (_, { locale }) => writeLocaleCookie(locale),
      notifyUpdated: () => toasts.show({ tone: "success", messageId: "language.updated" }),
      handleError: (_, { error }) => handleError(error),
    },
  });

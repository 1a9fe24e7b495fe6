/**
 * "A new version is ready": shown while a new build's service worker waits (src/app/service-worker.ts),
 * until the publisher reloads with it. It stays (no timer: an action is offered) and is announced
 * politely. The version rule of spec 01 is the API's and goes on as before: a new version header
 * reloads the page by itself (src/app/version-reload.ts).
 */
import { useSyncExternalStore } from "react";
import { FormattedMessage } from "react-intl";
import { activateNewVersion, newVersion } from "../app/service-worker";

const notReady = () => false;

export const UpdatePrompt = () => {
  const ready = useSyncExternalStore(newVersion.subscribe, newVersion.ready, notReady);
  return (
    // The live region is there from the start (so the prompt is announced); it is a status only while it says something.
    <div aria-live="polite" className="pointer-events-none fixed bottom-4 left-4 z-[60] w-[min(24rem,calc(100vw-2rem))]">
      {ready && (
        <div
          role="status"
          className="pointer-events-auto flex items-center gap-3 rounded-lg border border-teal-300 bg-white p-3 text-sm text-slate-900 shadow-lg dark:border-teal-700 dark:bg-slate-900 dark:text-slate-100"
        >
          <p className="flex-1">
            <FormattedMessage id="app.update.ready" />
          </p>
          <button
            type="button"
            onClick={() => activateNewVersion()}
            className="rounded-md bg-teal-700 px-3 py-1.5 font-medium text-white outline-none hover:bg-teal-800 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 dark:bg-teal-600 dark:hover:bg-teal-500 dark:focus-visible:ring-teal-300 dark:focus-visible:ring-offset-slate-900"
          >
            <FormattedMessage id="app.update.reload" />
          </button>
        </div>
      )}
    </div>
  );
};

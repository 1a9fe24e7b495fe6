/** What a route shows when it fails: a chunk that could not load (after the one reload), or a crash. */
import { FormattedMessage } from "react-intl";
import { ChunkLoadFailed } from "../app/lazy-page";
import { useRouteFailure } from "../app/router";

export const RouteError = () => {
  const error = useRouteFailure();
  return (
    <div
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center text-slate-800 dark:bg-slate-950 dark:text-slate-100"
    >
      <p className="max-w-md text-lg">
        <FormattedMessage id={error instanceof ChunkLoadFailed ? "error.chunk" : "error.unexpected"} />
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-lg bg-teal-700 px-4 py-2 font-medium text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        <FormattedMessage id="error.reload" />
      </button>
    </div>
  );
};

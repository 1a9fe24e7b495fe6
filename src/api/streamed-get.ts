/**
 * A GET whose answer is a file, streamed rather than decoded (the conversions CSV export: a large
 * file must not be read into one string), as an Effect on the app's runtime. It sends through the
 * typed client's own `fetch` rules (`sender` in client.ts): an answer from the login page fails as
 * `Unauthorized`, the version header goes to the runtime's `VersionWatcher`, failed requests to its
 * `RequestOutcomes` (so a 401 ends the session as for any call), the request times out, and
 * interrupting the effect aborts the fetch. A failed answer maps to the catalogue (`fromStatus`).
 *
 * A service of its own only because the typed client decodes every body whole; see
 * docs/decisions/018-one-data-hook.md.
 */
import { Effect } from "effect";
import { type ApiClientOptions, sender } from "./client";
import { type ApiError, NetworkFailed, fromStatus } from "./errors";
import { RequestOutcomes } from "./outcomes";
import { VersionWatcher } from "./version";

/** A downloaded file: its bytes and the name `Content-Disposition` gave, if any. */
export interface StreamedFile {
  readonly blob: Blob;
  readonly fileName: string | null;
}

/** The file name of a `Content-Disposition` header. */
export const fileNameOf = (disposition: string | null | undefined): string | null =>
  /filename="?([^";]+)"?/.exec(disposition ?? "")?.[1] ?? null;

const browserLocation = (): Location | undefined => (typeof window === "undefined" ? undefined : window.location);

/** The body of a failed answer: JSON when it parses, else its text. */
const failureBody = (response: Response): Effect.Effect<unknown> =>
  Effect.promise(() => response.text().catch(() => "")).pipe(
    Effect.map((text) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }),
  );

/**
 * GET `path` with `urlParams`, accepting `accept`. Succeeds with the file, or `null` when the server
 * answers 204 (nothing to download); fails with an `ApiError`. `options` as for the API client
 * (browser defaults: the page's origin, `fetch`, the page's path).
 */
export const streamedGet = (
  path: string,
  urlParams: Readonly<Record<string, string>>,
  accept: string,
  options: ApiClientOptions = {},
): Effect.Effect<StreamedFile | null, ApiError, VersionWatcher | RequestOutcomes> =>
  Effect.gen(function* () {
    const send = sender(options, yield* VersionWatcher, yield* RequestOutcomes);
    const url = new URL(path, options.baseUrl ?? browserLocation()?.origin);
    for (const [key, value] of Object.entries(urlParams)) url.searchParams.append(key, value);
    const response = yield* send({ method: "GET", url, headers: { accept }, body: undefined });
    if (response.status >= 400) return yield* Effect.fail(fromStatus(response.status, yield* failureBody(response)));
    if (response.status === 204) return null;
    // The browser collects the chunks as they arrive: the bytes go into the Blob without ever being one string.
    const blob = yield* Effect.tryPromise({ try: () => response.blob(), catch: (cause) => new NetworkFailed({ cause }) });
    const type = response.headers.get("content-type") ?? accept;
    return {
      blob: blob.type === type ? blob : new Blob([blob], { type }),
      fileName: fileNameOf(response.headers.get("content-disposition")),
    };
  });

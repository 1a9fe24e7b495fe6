/**
 * A GET whose answer is a file, streamed rather than decoded (the conversions CSV export: a large
 * file must not be read into one string), as an Effect on the app's runtime. It keeps the HTTP
 * layer's rules: an answer from the login page fails as `Unauthorized` (`detectLoginRedirect`), the
 * version header goes to the runtime's `VersionWatcher`, failed requests to its `RequestOutcomes`
 * (so a 401 ends the session as for any call), and failures map to the error catalogue
 * (`toApiError`). Interrupting the effect aborts the fetch.
 *
 * It lives outside src/api only because the typed client decodes every body whole; see
 * docs/decisions/018-one-data-hook.md.
 */
import { FetchHttpClient, HttpClient, HttpClientError, HttpClientRequest } from "@effect/platform";
import { Chunk, Effect, Stream } from "effect";
import { type ApiClientOptions, type ApiError, LoginRedirect, RequestOutcomes, VERSION_HEADER, VersionWatcher, detectLoginRedirect, errorBody, toApiError } from "../api";

/** A downloaded file: its bytes and the name `Content-Disposition` gave, if any. */
export interface StreamedFile {
  readonly blob: Blob;
  readonly fileName: string | null;
}

/** The file name of a `Content-Disposition` header. */
export const fileNameOf = (disposition: string | undefined): string | null => /filename="?([^";]+)"?/.exec(disposition ?? "")?.[1] ?? null;

const browserLocation = (): Location | undefined => (typeof window === "undefined" ? undefined : window.location);

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
    const versions = yield* VersionWatcher;
    const outcomes = yield* RequestOutcomes;
    const client = HttpClient.filterStatusOk(yield* HttpClient.HttpClient);
    const url = new URL(path, options.baseUrl ?? browserLocation()?.origin);
    const request = HttpClientRequest.get(url).pipe(HttpClientRequest.setUrlParams(urlParams), HttpClientRequest.accept(accept));

    const response = yield* client.execute(request).pipe(
      Effect.tap((answer) => {
        const version = answer.headers[VERSION_HEADER];
        if (version) versions.publish(version);
      }),
      Effect.tapError((error) =>
        Effect.sync(() => {
          if (error._tag === "ResponseError") {
            const version = error.response.headers[VERSION_HEADER];
            if (version) versions.publish(version);
            outcomes.publish({ method: "GET", path: url.pathname, status: error.response.status, loginRedirect: false });
            return;
          }
          const loginRedirect = error.cause instanceof LoginRedirect ? error.cause : null;
          if (loginRedirect?.version) versions.publish(loginRedirect.version);
          if (error.reason === "Transport" || loginRedirect) outcomes.publish({ method: "GET", path: url.pathname, status: null, loginRedirect: loginRedirect !== null });
        }),
      ),
    );
    if (response.status === 204) return null;
    // Chunk by chunk, as they arrive: the bytes go into the Blob without ever being one string.
    const chunks = yield* Stream.runCollect(response.stream);
    const type = response.headers["content-type"] ?? accept;
    return { blob: new Blob(Chunk.toArray(chunks) as BlobPart[], { type }), fileName: fileNameOf(response.headers["content-disposition"]) };
  }).pipe(
    Effect.catchAll((cause: HttpClientError.HttpClientError) => Effect.flatMap(errorBody(cause), (body) => Effect.fail(toApiError(cause, body)))),
    Effect.provide(FetchHttpClient.layer),
    Effect.provideService(FetchHttpClient.Fetch, detectLoginRedirect(() => options.fetch ?? globalThis.fetch, options.pagePath ?? (() => browserLocation()?.pathname), VERSION_HEADER)),
    Effect.provideService(FetchHttpClient.RequestInit, { credentials: options.credentials ?? "same-origin" }),
  );

/** Saves `blob` as a file named `name` (the browser's download). */
export const saveFile = (blob: Blob, name: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

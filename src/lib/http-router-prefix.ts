/**
 * The one function of `@effect/platform`'s `HttpRouter` that an `HttpApiEndpoint` uses (`prefixPath`,
 * when a group or API adds a path prefix), the same code. The browser build gives it to
 * `HttpApiEndpoint` in place of the `HttpRouter` module, whose server router, server request (with
 * its multipart parser over Effect's Stream and Channel) and find-my-way-ts the portal never runs:
 * about 8 KB gzip on every signed-in page (vite.config.ts; docs/decisions/019-bundle-and-sort-speed.md).
 * `tests/lib/http-router-prefix.test.ts` holds it to the original.
 */
import { dual } from "effect/Function";

const removeTrailingSlash = (path: string): string => (path.endsWith("/") ? path.slice(0, -1) : path);

/** `HttpRouter.prefixPath`: `prefix` before `self` ("/" becomes the prefix alone). */
export const prefixPath: {
  (prefix: string): (self: string) => string;
  (self: string, prefix: string): string;
} = dual(2, (self: string, prefix: string): string => {
  prefix = removeTrailingSlash(prefix);
  return self === "/" ? prefix : prefix + self;
});

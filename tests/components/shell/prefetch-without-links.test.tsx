/**
 * A prefetch made when the browser is idle adds no preload links (src/ui/deferred.tsx,
 * `withoutPreloadLinks`; decision 090): Vite's preload helper appends one `<link rel="modulepreload">`
 * per chunk the imported one needs, in the call itself, and 14-31 of them in one task was a long task
 * on a phone. A load the user waits for keeps them. Here the importer does what the helper does: it
 * appends its links, then resolves.
 */
import { renderHook } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { deferredModule, withoutPreloadLinks } from "../../../src/ui/deferred";
import { lazyComponent } from "../../../src/ui/lazy-component";
import { useDeferredModule } from "../../../src/ui/use-deferred-module";

const Part = () => null;

/** An importer that appends what Vite's helper would for a chunk with two imports, and a style. */
const helperLike = (name: string) =>
  vi.fn(() => {
    for (const href of [`/publisher/assets/${name}-a.js`, `/publisher/assets/${name}-b.js`]) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    // What else goes into the head (the helper's stylesheet links; happy-dom would fetch one).
    const style = document.createElement("style");
    style.dataset.part = name;
    document.head.appendChild(style);
    return Promise.resolve({ default: Part });
  });

const styles = (name: string) => document.head.querySelectorAll(`style[data-part="${name}"]`);
const links = (rel: string, name: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].filter((link) => link.href.includes(`/${name}`));

afterEach(() => {
  for (const added of document.head.querySelectorAll("link, style[data-part]")) added.remove();
});

test("the importer's preload links are held back, what else it adds is not, and the head is itself again after", async () => {
  const importer = helperLike("quiet");
  await expect(withoutPreloadLinks(importer)).resolves.toEqual({ default: Part });
  expect(importer).toHaveBeenCalledTimes(1);
  expect(links("modulepreload", "quiet")).toEqual([]);
  expect(styles("quiet")).toHaveLength(1);
  expect(Object.hasOwn(document.head, "appendChild")).toBe(false);
  await helperLike("after")();
  expect(links("modulepreload", "after")).toHaveLength(2);
});

test("an importer that throws leaves the head as it was", () => {
  expect(() =>
    withoutPreloadLinks(() => {
      throw new Error("no chunk");
    }),
  ).toThrow("no chunk");
  expect(Object.hasOwn(document.head, "appendChild")).toBe(false);
});

test("a deferred module's prefetch adds no preload links; a load the user waits for does, and both share one import", async () => {
  const quiet = helperLike("prefetched");
  const prefetched = deferredModule(quiet, () => undefined);
  await prefetched.prefetch();
  expect(links("modulepreload", "prefetched")).toEqual([]);
  await prefetched.load(true);
  expect(quiet).toHaveBeenCalledTimes(1);

  const demanded = deferredModule(helperLike("demanded"), () => undefined);
  await demanded.load(true);
  expect(links("modulepreload", "demanded")).toHaveLength(2);
});

test("a lazy component's idle prefetch adds no preload links; its preload on approach does", async () => {
  const idle = helperLike("idle-part");
  lazyComponent(idle);
  await vi.waitFor(() => expect(idle).toHaveBeenCalledTimes(1));
  expect(links("modulepreload", "idle-part")).toEqual([]);

  const approached = helperLike("approached-part");
  lazyComponent(approached, { whenIdle: false }).preload();
  expect(approached).toHaveBeenCalledTimes(1);
  expect(links("modulepreload", "approached-part")).toHaveLength(2);
});

test("a part the page shows unasked loads nothing until wanted, then without preload links, and shows when its code is there", async () => {
  const unasked = helperLike("unasked-part");
  const part = deferredModule(unasked, () => undefined);
  // Beside it a part prefetched when the browser is idle: once it has arrived, the idle time has come.
  const idle = deferredModule(helperLike("idle-beside"), () => undefined);
  const { result, rerender } = renderHook(
    ({ wanted }) => ({ unasked: useDeferredModule(part, { wanted }), idle: useDeferredModule(idle) }),
    { initialProps: { wanted: false } },
  );
  await vi.waitFor(() => expect(result.current.idle).toEqual({ default: Part }));
  expect(unasked).not.toHaveBeenCalled();
  expect(result.current.unasked).toBeUndefined();
  rerender({ wanted: true });
  await vi.waitFor(() => expect(result.current.unasked).toEqual({ default: Part }));
  expect(unasked).toHaveBeenCalledTimes(1);
  expect(links("modulepreload", "unasked-part")).toEqual([]);
});

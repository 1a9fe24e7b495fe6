/**
 * The public pages' script loader (src/app/after-first-paint.ts): nothing is asked for before the
 * first frame has been painted, everything once, in the list's order with the entry last, and a
 * hidden tab (which paints no frame) asks at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadAfterFirstPaint } from "../../src/app/after-first-paint";

interface Added {
  readonly tag: string;
  readonly props: Record<string, unknown>;
}

let added: Added[];
let frames: (() => void)[];
let visibility: "visible" | "hidden";

beforeEach(() => {
  vi.useFakeTimers();
  added = [];
  frames = [];
  visibility = "visible";
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
  vi.stubGlobal("document", {
    currentScript: { nonce: "abc" },
    get visibilityState() {
      return visibility;
    },
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: { tag: string }) => added.push({ tag: element.tag, props: { ...element } }) },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const paintFrame = () => {
  for (const callback of frames.splice(0)) callback();
};

describe("loadAfterFirstPaint", () => {
  it("asks for nothing until the first frame has been painted, then for every file once, the entry last with the nonce", () => {
    loadAfterFirstPaint("/publisher/assets/index-a.js", ["/publisher/assets/vendor-b.js", "/publisher/assets/c.js"]);
    vi.advanceTimersByTime(5_000);
    expect(added).toEqual([]);
    paintFrame();
    expect(added).toEqual([]); // the frame's callback runs before its paint
    vi.advanceTimersByTime(0);
    expect(added.map((a) => [a.tag, a.props.rel ?? a.props.type, a.props.href ?? a.props.src])).toEqual([
      ["link", "modulepreload", "/publisher/assets/vendor-b.js"],
      ["link", "modulepreload", "/publisher/assets/c.js"],
      ["script", "module", "/publisher/assets/index-a.js"],
    ]);
    expect(added.at(-1)!.props).toMatchObject({ crossOrigin: "anonymous", nonce: "abc" });
    paintFrame();
    visibility = "hidden";
    vi.advanceTimersByTime(5_000);
    expect(added).toHaveLength(3);
  });

  it("in a hidden tab asks at once; in a tab hidden later, when the next check finds it hidden", () => {
    visibility = "hidden";
    loadAfterFirstPaint("/publisher/assets/index-a.js", []);
    expect(added.map((a) => a.tag)).toEqual(["script"]);

    added = [];
    visibility = "visible";
    loadAfterFirstPaint("/publisher/assets/index-a.js", []);
    expect(added).toEqual([]);
    visibility = "hidden";
    vi.advanceTimersByTime(500);
    expect(added.map((a) => a.tag)).toEqual(["script"]);
  });
});

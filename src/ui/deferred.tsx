/**
 * Controls whose code loads after the first paint. A page first shows a plain button that looks and
 * is named like the control's trigger, and loads the real control's code (a Headless UI menu, popover or
 * dialog, with its floating, portal and focus code) when the browser is idle, or at once when the
 * pointer comes near the button or it gets the focus; the real control takes the button's place
 * only then, when the user comes near (docs/decisions/009-login-bundle.md and
 * 019-bundle-and-sort-speed.md).
 *
 * What the user did to the plain button before then is not lost: the real control takes its place
 * keeping the focus, and opens as the click or key (Enter, Space, ArrowDown, ArrowUp) would have
 * opened it. While a pointer is pressed on the plain button the swap waits for its release, so that
 * the press and its click land on the same button.
 */
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { KeyboardEvent as ReactKeyboardEvent, ReactElement, ReactNode } from "react";

/** A module loaded once, on first demand; a failed load may be tried again by the next demand. */
export interface DeferredModule<M> {
  /** The module, once loaded. */
  readonly current: () => M | undefined;
  /** Starts loading (once) and resolves with the module; `demanded`: the user is waiting for it (not a prefetch). */
  readonly load: (demanded?: boolean) => Promise<M>;
  /** Starts loading (once) when the browser is idle and nobody waits: without preload links (`withoutPreloadLinks`). */
  readonly prefetch: () => Promise<M>;
}

/**
 * Runs `importer` (a dynamic import) without the `<link rel="modulepreload">` Vite's preload helper
 * adds for the imported chunk's own imports; the browser finds them as it reads the chunk instead.
 *
 * For a prefetch made when the browser is idle, which nobody waits for: the helper adds its links in
 * the task that calls the import, one each for the 14-31 small chunks Headless UI's internals are
 * split into, and that append was a task of 52-206 ms at a phone's CPU after the page had settled
 * (decisions 086 and 090). A load the user waits for (a tap, the pointer coming near) keeps the links: its
 * chunks then arrive in parallel rather than one level of imports after another.
 *
 * The helper appends its links in the call itself, before its first `await`, so the links are held
 * back only during that call; stylesheets and anything else still go into the head.
 */
export const withoutPreloadLinks = <T,>(importer: () => Promise<T>): Promise<T> => {
  const head = document.head;
  head.appendChild = function appendChild<N extends Node>(this: HTMLHeadElement, node: N): N {
    if (node instanceof HTMLLinkElement && node.rel === "modulepreload") return node;
    return Node.prototype.appendChild.call(this, node) as N;
  };
  try {
    return importer();
  } finally {
    // The head's own property goes; the prototype's appendChild shows through again.
    delete (head as { appendChild?: unknown }).appendChild;
  }
};

/**
 * Wraps a dynamic import. `onError` hears each failed load, with whether the user was waiting for
 * it (a prefetch when idle or on the pointer coming near is not); the next demand tries again.
 */
export const deferredModule = <M,>(importer: () => Promise<M>, onError: (error: unknown, demanded: boolean) => void): DeferredModule<M> => {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  let demand = false;
  const start = (run: () => Promise<M>, demanded: boolean): Promise<M> => {
    demand ||= demanded;
    return (loading ??= run().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        onError(error, demand);
        demand = false;
        throw error;
      },
    ));
  };
  return {
    current: () => loaded,
    load: (demanded = false) => start(importer, demanded),
    prefetch: () => start(() => withoutPreloadLinks(importer), false),
  };
};

/**
 * What the user already did to the placeholder: whether it had the focus, and whether it asked to
 * open by a click ("pointer", or a key that clicks) or by a key that opens on the first ("first":
 * ArrowDown) or last item ("last": ArrowUp).
 */
export interface Handoff {
  readonly focus: boolean;
  readonly open: "pointer" | "first" | "last" | null;
}

/** The keys that open a menu button, and how (Enter and Space open on the first item, as ArrowDown). */
export const MENU_KEYS: Readonly<Record<string, Handoff["open"]>> = { Enter: "first", " ": "first", ArrowDown: "first", ArrowUp: "last" };
/** The keys that open a popover or dialog button: they click it. */
export const CLICK_KEYS: Readonly<Record<string, Handoff["open"]>> = { Enter: "pointer", " ": "pointer" };

/** Gives the real control's trigger what the user gave its placeholder: the focus, then the click or key. */
export const applyHandoff = (el: HTMLElement, { focus, open }: Handoff): void => {
  if (focus || open === "first" || open === "last") el.focus({ preventScroll: true });
  if (open === "pointer") el.click();
  else if (open)
    el.dispatchEvent(new KeyboardEvent("keydown", { key: open === "first" ? "ArrowDown" : "ArrowUp", bubbles: true, cancelable: true }));
};

/** Runs `run` when the browser is idle (at the latest after 2 s); returns how to cancel it. */
export const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

/** What a placeholder button carries besides its look and name: a button's type and a closed state. */
export const PLACEHOLDER_PROPS = { type: "button", "aria-expanded": false } as const;

export interface DeferredControlProps<M> {
  /** The real control's module. */
  readonly module: DeferredModule<M>;
  /** The keys that open the control, and how (MENU_KEYS or CLICK_KEYS). */
  readonly keys: Readonly<Record<string, Handoff["open"]>>;
  /** The plain button shown until the module is loaded (with PLACEHOLDER_PROPS); its events are heard around it. */
  readonly placeholder: ReactElement;
  /** The real control, once its module is loaded. Its first button is the trigger that gets the handoff. */
  readonly children: (module: M) => ReactNode;
}

/**
 * A control shown as a plain button until its module is loaded, then as itself. Both sit in a
 * `display: contents` span, so the layout is the same either way; the span hears the placeholder's
 * events as they bubble (pointerenter reaches it as the pointer enters its button).
 */
export const DeferredControl = <M,>({ module, keys, placeholder, children }: DeferredControlProps<M>) => {
  const [real, setReal] = useState<M | null>(() => module.current() ?? null);
  const box = useRef<HTMLSpanElement>(null);
  const handoff = useRef<Handoff | null>(null);
  const focused = useRef(false);
  const open = useRef<Handoff["open"]>(null);
  const pressed = useRef(false);
  const swapped = useRef(false);

  /**
   * Puts the real control in the button's place, once it is loaded and no press is under way. What
   * the user did is read when the real control is committed, not here: a click or key that reaches
   * the placeholder between this call and that commit (a render away, longer on a busy machine) is
   * handed over too.
   */
  const swap = useCallback(
    (background = false) => {
      const loaded = module.current();
      if (!loaded || pressed.current || swapped.current) return;
      swapped.current = true;
      // Loaded when the browser was idle, with nobody waiting: the control renders in slices that
      // a tap can come between (docs/decisions/065-main-thread-in-slices.md).
      if (background) startTransition(() => setReal(() => loaded));
      else setReal(() => loaded);
    },
    [module],
  );

  const load = useCallback(
    (demanded = false) => {
      module.load(demanded).then(
        () => swap(!demanded && !focused.current && open.current === null),
        () => undefined,
      );
    },
    [module, swap],
  );

  // When the browser is idle the code is fetched and evaluated, but the real control takes the
  // button's place only when the user comes near it (the pointer over it, the focus on it, a press):
  // putting a Headless UI control in place is a commit of 60-130 ms at 4x CPU, and the header's
  // four at idle were the signed-in pages' last long tasks, seconds after the data (decision 086).
  useEffect(() => (module.current() ? undefined : whenIdle(() => void module.prefetch().catch(() => undefined))), [module]);

  // In the commit that removed the placeholder, before any later event: what it heard is complete,
  // and the focus moves to the real trigger at once, so that the next key reaches it.
  useLayoutEffect(() => {
    const trigger = box.current?.querySelector("button");
    if (!real || !swapped.current || !trigger) return;
    const given: Handoff = { focus: focused.current, open: open.current };
    if (given.focus || given.open === "first" || given.open === "last") trigger.focus({ preventScroll: true });
    handoff.current = given;
  }, [real]);

  // After the real control's own effects, so that it is ready to hear the events.
  useEffect(() => {
    const given = handoff.current;
    const trigger = box.current?.querySelector("button");
    if (!real || !given || !trigger) return;
    handoff.current = null;
    applyHandoff(trigger, given);
  }, [real]);

  if (real) {
    return (
      <span ref={box} className="contents">
        {children(real)}
      </span>
    );
  }

  // The swap runs after the event that asks for it, never inside it.
  const swapSoon = () => (module.current() ? void window.setTimeout(() => swap()) : load(true));
  // A press ends wherever the pointer is released; the click, if any, follows in the same task. A
  // cancelled press (a touch that became a scroll) opens nothing.
  const release = (event: PointerEvent) => {
    window.removeEventListener("pointerup", release, { capture: true });
    window.removeEventListener("pointercancel", release, { capture: true });
    pressed.current = false;
    if (event.type === "pointercancel" && open.current === "pointer") open.current = null;
    window.setTimeout(() => swap());
  };

  return (
    <span
      ref={box}
      className="contents"
      onPointerEnter={() => load()}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={() => {
        if (!swapped.current) focused.current = false;
      }}
      onPointerDown={() => {
        // A menu opens on the press, as Headless UI's does for a mouse.
        pressed.current = true;
        open.current = "pointer";
        window.addEventListener("pointerup", release, { capture: true });
        window.addEventListener("pointercancel", release, { capture: true });
        load(true);
      }}
      onClick={() => {
        open.current = "pointer";
        swapSoon();
      }}
      onKeyDown={(event: ReactKeyboardEvent) => {
        const how = keys[event.key];
        if (!how) return;
        event.preventDefault();
        open.current = how;
        swapSoon();
      }}
      onKeyUp={(event: ReactKeyboardEvent) => {
        if (event.key === " ") event.preventDefault();
      }}
    >
      {placeholder}
    </span>
  );
};

/**
 * The pre-login header's language selector, loaded after the first paint. Headless UI's menu (with
 * its floating and portal code) is about a fifth of what the login page would otherwise load
 * before it shows (docs/decisions/009-login-bundle.md), so the header first shows a plain button
 * that looks and is named the same, and loads the real selector when the browser is idle, or at
 * once when the pointer comes near or the button gets the focus.
 *
 * Whatever the user does to the plain button before then is not lost: the real selector takes its
 * place keeping the focus, and opens as a click or a key (Enter, Space, ArrowDown, ArrowUp) would
 * have opened it. While a pointer is pressed on the plain button the swap waits for its release,
 * so that the press and its click land on the same button.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { KeyboardEvent as ReactKeyboardEvent } from "react";
import { useIntl } from "react-intl";
import { reportProblem } from "../app/error-reporter";
import { useLanguage } from "../app/react";
import { DEFAULT_LOCALE, type Locale, isLocale } from "../i18n/locales";
import type { LanguageHandoff, LanguageSelectorProps } from "./language-selector";
import { LANGUAGE_NAMES, LanguageTriggerContent, languageTriggerClass } from "./language-trigger";

type SelectorModule = typeof import("./language-selector");

let loaded: SelectorModule | undefined;
let loading: Promise<SelectorModule> | undefined;

/** Loads the selector's module once; a failed load may be tried again by the next interaction. */
const loadSelector = (): Promise<SelectorModule> =>
  (loading ??= import("./language-selector").then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
};

const OPENING_KEYS: Record<string, LanguageHandoff["open"]> = { Enter: "first", " ": "first", ArrowDown: "first", ArrowUp: "last" };

export const DeferredLanguageSelector = (props: Omit<LanguageSelectorProps, "handoff">) => {
  const intl = useIntl();
  const { locale, changing } = useLanguage();
  const current: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const [selector, setSelector] = useState<SelectorModule | null>(() => loaded ?? null);
  const focused = useRef(false);
  const open = useRef<LanguageHandoff["open"]>(null);
  const pressed = useRef(false);
  const swapped = useRef(false);

  /** Puts the real selector in the button's place, once it is loaded and no press is under way. */
  const swap = useCallback(() => {
    if (!loaded || pressed.current || swapped.current) return;
    swapped.current = true;
    setSelector(loaded);
  }, []);

  // Read when the real selector mounts, so that what the user did until then is not lost.
  const handoff = useCallback((): LanguageHandoff => ({ focus: focused.current, open: open.current }), []);

  const load = useCallback(() => {
    loadSelector().then(swap, (error: unknown) => reportProblem("LanguageSelectorLoadFailed", error));
  }, [swap]);

  useEffect(() => (loaded ? undefined : whenIdle(load)), [load]);

  if (selector) return <selector.LanguageSelector {...props} handoff={handoff} />;

  // The swap runs after the event that asks for it, never inside it.
  const swapSoon = () => (loaded ? void window.setTimeout(swap) : load());
  // A press ends wherever the pointer is released; the click, if any, follows in the same task. A
  // cancelled press (a touch that became a scroll) opens nothing.
  const release = (event: PointerEvent) => {
    window.removeEventListener("pointerup", release, { capture: true });
    window.removeEventListener("pointercancel", release, { capture: true });
    pressed.current = false;
    if (event.type === "pointercancel" && open.current === "pointer") open.current = null;
    window.setTimeout(swap);
  };
  const onKeyDown = (event: ReactKeyboardEvent) => {
    const how = OPENING_KEYS[event.key];
    if (!how) return;
    event.preventDefault();
    open.current = how;
    swapSoon();
  };

  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={intl.formatMessage({ id: "language.trigger" }, { name: LANGUAGE_NAMES[current] })}
      aria-busy={changing || undefined}
      className={languageTriggerClass(props.className ?? "")}
      onPointerEnter={load}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onPointerDown={() => {
        // The menu opens on the press, as Headless UI's does for a mouse.
        pressed.current = true;
        open.current = "pointer";
        window.addEventListener("pointerup", release, { capture: true });
        window.addEventListener("pointercancel", release, { capture: true });
        load();
      }}
      onClick={() => {
        open.current = "pointer";
        swapSoon();
      }}
      onKeyDown={onKeyDown}
      onKeyUp={(event) => {
        if (event.key === " ") event.preventDefault();
      }}
    >
      <LanguageTriggerContent variant={props.variant ?? "full"} current={current} changing={changing} />
    </button>
  );
};

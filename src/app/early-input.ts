/**
 * Taps and keys on a pre-rendered public page before its scripts take it over (issue 35.9; decisions
 * 045 and 062). The login, registration and password-reset pages are on screen seconds before React
 * is (a phone, a loaded machine); until then their buttons have no handlers, and a tap on the
 * language button, "Show password" or "Remember me" was lost.
 *
 * - `recordEarlyInput` runs in the page's head, before the body is parsed (inlined as its source text
 *   by scripts/prerender.ts, so it refers to nothing outside itself). It listens on the document and
 *   keeps, per control, the last thing done to it: a click on a button, a checkbox or radio (or its
 *   label), a menu button's key (Enter, Space, ArrowDown, ArrowUp), a form's submit (Enter in a field,
 *   a tap on the submit button, which stays disabled until the scripts run). It cancels what the
 *   browser would do by itself meanwhile (a checkbox's toggle), so that what is done later is done
 *   once. A control tapped twice before the scripts came counts once: nothing answered the first tap,
 *   the second is its repetition. Links are left alone: the browser follows them at once.
 * - `stopEarlyInput` stops it, right before React attaches to the page (src/main.tsx): from there
 *   React's own hydration hears the events. It also notes what was typed, for a page rendered afresh
 *   rather than hydrated (another language than the pre-rendered one: its fields are new).
 * - `replayEarlyInput` (./early-input-replay.ts, in the pre-login layout's chunk, not the entry) acts
 *   on it once the page's controls are React's (the layout's effect): what was typed first, then each
 *   control in the order it was last touched.
 */

/** The global the recorder keeps its record in until the portal takes it. */
export const EARLY_INPUT_KEY = "__portalEarlyInput";

/** One control acted on before the scripts: what to do to it again, and where it was (its path of child indices under #root). */
export interface EarlyAction {
  readonly element: Element;
  readonly path: readonly number[];
  /** "click", "submit" (a form), or the key pressed on a menu button. */
  readonly kind: string;
}

/** A text field's value typed before the scripts ran. */
interface Typed {
  readonly element: HTMLInputElement;
  readonly name: string;
  readonly value: string;
}

/** What the recorder keeps on `window[key]`. */
export interface EarlyRecord {
  /** Stops listening, and keeps what was done (`taken`). */
  readonly stop: () => void;
  /** Once stopped: the actions in the order their controls were last touched, and what the text fields held. */
  taken: { readonly actions: readonly EarlyAction[]; readonly typed: readonly Typed[] } | null;
}

/**
 * Listens before the page's scripts run; keeps the record on `window[key]`. Source text inlined into
 * the pre-rendered page: only what is written inside it.
 */
export function recordEarlyInput(key: string): void {
  const actions: EarlyAction[] = [];
  const MENU_KEYS = ["Enter", " ", "ArrowDown", "ArrowUp"];
  const TEXT_LIKE = /^(text|email|password|search|tel|url|number)$/;
  const pathInRoot = (element: Element): number[] | null => {
    const path: number[] = [];
    let node = element;
    while (node.id !== "root") {
      const parent = node.parentElement;
      if (!parent) return null;
      path.unshift(Array.prototype.indexOf.call(parent.children, node));
      node = parent;
    }
    return path;
  };
  // Keeps `kind` for `element` (a control of the page only), after what was kept before; whether it was kept.
  const note = (element: Element, kind: string): boolean => {
    const path = pathInRoot(element);
    if (!path) return false;
    const before = actions.findIndex((action) => action.element === element);
    if (before >= 0) actions.splice(before, 1);
    actions.push({ element, path, kind });
    return true;
  };
  const elementOf = (target: EventTarget | null): Element | null => (target instanceof Element ? target : null);
  // The checkbox or radio a click on `target` toggles: itself, or its label's.
  const toggled = (target: Element): HTMLInputElement | null => {
    const label = target.closest("label");
    const input = label ? label.control : target.closest("input");
    return input instanceof HTMLInputElement && (input.type === "checkbox" || input.type === "radio") ? input : null;
  };
  const onClick = (event: MouseEvent) => {
    const target = elementOf(event.target);
    if (!target || target.closest("a[href]")) return;
    const toggle = toggled(target);
    const button = target.closest("button");
    if (toggle) {
      if (!toggle.disabled && note(toggle, "click")) event.preventDefault();
    } else if (button && !button.disabled) {
      const kept = button.type === "submit" && button.form ? note(button.form, "submit") : note(button, "click");
      if (kept) event.preventDefault();
    }
  };
  // A disabled submit button hears no click, but a press and its release on it are a tap.
  let pressed: Element | null = null;
  const disabledSubmit = (target: EventTarget | null) => elementOf(target)?.closest("button[type=submit]:disabled") ?? null;
  const onPointerDown = (event: PointerEvent) => {
    pressed = disabledSubmit(event.target);
  };
  const onPointerUp = (event: PointerEvent) => {
    const submit = disabledSubmit(event.target);
    if (submit instanceof HTMLButtonElement && submit === pressed && submit.form) note(submit.form, "submit");
    pressed = null;
  };
  const onPointerCancel = () => {
    pressed = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = elementOf(event.target);
    if (!target || event.isComposing) return;
    if (target.matches("button[aria-haspopup]") && MENU_KEYS.includes(event.key)) {
      if (note(target, event.key)) event.preventDefault();
    } else if (event.key === "Enter" && target instanceof HTMLInputElement && target.form && TEXT_LIKE.test(target.type)) {
      note(target.form, "submit");
    }
  };
  // Space clicks a button when it is released: a menu button's Space was kept as a key already.
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === " " && elementOf(event.target)?.matches("button[aria-haspopup]")) event.preventDefault();
  };
  const listeners: [string, (event: never) => void][] = [
    ["click", onClick],
    ["pointerdown", onPointerDown],
    ["pointerup", onPointerUp],
    ["pointercancel", onPointerCancel],
    ["keydown", onKeyDown],
    ["keyup", onKeyUp],
  ];
  for (const [type, listener] of listeners) document.addEventListener(type, listener as EventListener, true);
  const record: EarlyRecord = {
    stop: () => {
      if (record.taken) return;
      for (const [type, listener] of listeners) document.removeEventListener(type, listener as EventListener, true);
      // What was typed, for a page rendered afresh (its fields are new): a hydrated one keeps it.
      const typed = [...(document.getElementById("root")?.querySelectorAll("input") ?? [])]
        .filter((input) => input.name !== "" && input.type !== "checkbox" && input.type !== "radio" && input.value !== input.defaultValue)
        .map((element) => ({ element, name: element.name, value: element.value }));
      record.taken = { actions, typed };
    },
    taken: null,
  };
  (window as unknown as Record<string, unknown>)[key] = record;
}

/**
 * Stops the recorder, right before React attaches to the page (src/main.tsx): React hears the page's
 * events from there; what was recorded waits for `replayEarlyInput` (./early-input-replay.ts).
 * Nothing on a page without a recorder.
 */
export const stopEarlyInput = (): void => (window as unknown as Record<string, EarlyRecord | undefined>)[EARLY_INPUT_KEY]?.stop();

/**
 * Does again what was done to a pre-rendered public page before its scripts took it over (issue 35.9;
 * the recorder and its rules: ./early-input.ts). In the pre-login layout's chunk: the entry only stops
 * the recorder.
 */
import { EARLY_INPUT_KEY, type EarlyAction, type EarlyRecord } from "./early-input";

/** The element an action was done to: itself if still on the page (hydrated), else the same place's of the same kind. */
const resolve = ({ element, path }: EarlyAction): Element | null => {
  if (element.isConnected) return element;
  let node: Element | null | undefined = document.getElementById("root");
  for (const index of path) node = node?.children[index];
  if (!node || node.tagName !== element.tagName) return null;
  if (
    element instanceof HTMLInputElement &&
    (!(node instanceof HTMLInputElement) || node.type !== element.type || node.name !== element.name)
  )
    return null;
  return node;
};

/** A field's value set as typing would, so that React's change handler hears it. */
const typeInto = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
};

/** Does again, once, what the stopped recorder kept (call when the page's controls are React's). */
export const replayEarlyInput = (): void => {
  const holder = window as unknown as Record<string, EarlyRecord | undefined>;
  const taken = holder[EARLY_INPUT_KEY]?.taken;
  if (!taken) return;
  delete holder[EARLY_INPUT_KEY];
  const root = document.getElementById("root");
  // A hydrated field kept what was typed, and its form hands it to its flow; a field rendered afresh is new.
  for (const { element, name, value } of taken.typed) {
    if (element.isConnected) continue;
    const field = root?.querySelector(`input[name="${CSS.escape(name)}"]`);
    if (field instanceof HTMLInputElement && field.value !== value) typeInto(field, value);
  }
  for (const action of taken.actions) {
    const element = resolve(action);
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (!(element instanceof HTMLElement)) continue;
    else if (action.kind === "click") element.click();
    else {
      element.focus({ preventScroll: true });
      element.dispatchEvent(new KeyboardEvent("keydown", { key: action.kind, bubbles: true, cancelable: true }));
    }
  }
};

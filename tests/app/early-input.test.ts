// @vitest-environment happy-dom
/**
 * The recorder of a pre-rendered public page's early taps (src/app/early-input.ts; the real pages in a
 * browser: e2e/early-taps.spec.ts): what it keeps (one action per control, in the order of its last
 * touch; a checkbox by its label as by itself; a form's submit by Enter), what it leaves to the
 * browser (links, a label of a text field), that it stops when taken, and what the replay does
 * (once; on the same element when hydrated, else on the one in its place).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_INPUT_KEY, recordEarlyInput, stopEarlyInput } from "../../src/app/early-input";
import { replayEarlyInput } from "../../src/app/early-input-replay";

const PAGE = `
  <header><button type="button" aria-haspopup="menu" aria-expanded="false" id="language">Language</button></header>
  <form id="form">
    <label for="user">User</label><input id="user" name="username" value="">
    <button type="button" id="show">Show password</button>
    <input type="checkbox" id="remember" name="rememberMe" checked><label for="remember" id="remember-label">Remember me</label>
    <a href="#elsewhere" id="link">Forgot password?</a>
    <button type="submit" id="submit" disabled>Sign in</button>
  </form>`;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

beforeEach(() => {
  document.body.innerHTML = `<div id="root">${PAGE}</div>`;
  recordEarlyInput(EARLY_INPUT_KEY);
});
afterEach(() => {
  stopEarlyInput();
  replayEarlyInput();
});

/** Counts the clicks `id` hears once the recorder has been taken (as React's handlers would). */
const clicksOn = (id: string) => {
  const heard = vi.fn();
  byId(id).addEventListener("click", heard);
  return heard;
};

describe("before the scripts", () => {
  it("keeps a click on a button, and cancels what the browser does to a checkbox (its label's click included)", () => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("remember-label").dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const direct = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("remember").dispatchEvent(direct);
    expect(direct.defaultPrevented).toBe(true);
    byId("show").click();
    stopEarlyInput();
    const remember = clicksOn("remember");
    const show = clicksOn("show");
    replayEarlyInput();
    // Label and box are one control, tapped twice with nothing answering: once.
    expect(remember).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledTimes(1);
    expect(byId<HTMLInputElement>("remember").checked).toBe(false);
  });

  it("replays in the order each control was last touched, each once", () => {
    byId("show").click();
    byId("language").click();
    byId("show").click();
    stopEarlyInput();
    const order: string[] = [];
    for (const id of ["show", "language"]) byId(id).addEventListener("click", () => order.push(id));
    replayEarlyInput();
    expect(order).toEqual(["language", "show"]);
  });

  it("leaves links and a text field's label to the browser", () => {
    const link = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("link").dispatchEvent(link);
    const label = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector('label[for="user"]')!.dispatchEvent(label);
    expect(link.defaultPrevented).toBe(false);
    expect(label.defaultPrevented).toBe(false);
    stopEarlyInput();
    const followed = clicksOn("link");
    replayEarlyInput();
    expect(followed).not.toHaveBeenCalled();
  });

  it("keeps a menu button's key as that key, and Enter in a field or a tap on the disabled submit as the form's submit", () => {
    const key = new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true, cancelable: true });
    byId("language").dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    byId("user").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    stopEarlyInput();
    const keys: string[] = [];
    byId("language").addEventListener("keydown", (event) => keys.push(event.key));
    const form = byId<HTMLFormElement>("form");
    const submitted = vi.spyOn(form, "requestSubmit").mockImplementation(() => undefined);
    replayEarlyInput();
    expect(keys).toEqual(["ArrowDown"]);
    expect(document.activeElement).toBe(byId("language"));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("a press and release on the disabled submit is a submit; a cancelled press (a scroll) is not", () => {
    const submit = byId("submit");
    submit.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    submit.dispatchEvent(new PointerEvent("pointercancel", { bubbles: true }));
    submit.dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
    stopEarlyInput();
    const submitted = vi.spyOn(byId<HTMLFormElement>("form"), "requestSubmit").mockImplementation(() => undefined);
    replayEarlyInput();
    expect(submitted).not.toHaveBeenCalled();

    document.body.innerHTML = `<div id="root">${PAGE}</div>`;
    recordEarlyInput(EARLY_INPUT_KEY);
    byId("submit").dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    byId("submit").dispatchEvent(new PointerEvent("pointerup", { bubbles: true }));
    stopEarlyInput();
    const again = vi.spyOn(byId<HTMLFormElement>("form"), "requestSubmit").mockImplementation(() => undefined);
    replayEarlyInput();
    expect(again).toHaveBeenCalledTimes(1);
  });
});

describe("stopped and replayed", () => {
  it("stops listening when stopped: React hears the events from there", () => {
    stopEarlyInput();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("remember").dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    replayEarlyInput();
    expect((window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY]).toBeUndefined();
  });

  it("replays once", () => {
    byId("show").click();
    stopEarlyInput();
    const show = clicksOn("show");
    replayEarlyInput();
    replayEarlyInput();
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("on a page rendered afresh: the control in the same place, and what was typed typed again into the new field", () => {
    byId<HTMLInputElement>("user").value = "typed early";
    byId("show").click();
    stopEarlyInput();
    // The portal renders the page anew (another language): same places, new elements.
    document.getElementById("root")!.innerHTML = PAGE.replace("Show password", "Показать пароль");
    const show = clicksOn("show");
    const typed: string[] = [];
    byId("user").addEventListener("input", (event) => typed.push((event.target as HTMLInputElement).value));
    replayEarlyInput();
    expect(show).toHaveBeenCalledTimes(1);
    expect(typed).toEqual(["typed early"]);
  });

  it("a hydrated field keeps what was typed: nothing is typed again", () => {
    byId<HTMLInputElement>("user").value = "typed early";
    stopEarlyInput();
    const typed = vi.fn();
    byId("user").addEventListener("input", typed);
    replayEarlyInput();
    expect(typed).not.toHaveBeenCalled();
  });
});

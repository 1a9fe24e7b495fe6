/**
 * The component harness renders the portal's real routes (tests/components/render.tsx): a signed-in
 * page with its layout and its data from the mock server, and the 401 rule sending a guest to login.
 */
import { render, screen, waitFor, within } from "@testing-library/react";
import { useEffect, useState } from "react";
import { expect, test } from "vitest";
import { inert, mock, newUser, renderRoute } from "./render";

test("a signed-in route renders its layout and its page, with the publisher's data", async () => {
  await renderRoute("/settings", { signedIn: true });
  expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeTruthy();
  const form = await screen.findByRole("form", { name: "Profile" });
  expect(within(form).getByLabelText("Phone", { exact: true })).toHaveProperty("value", "+420 601 234 567");
  expect(await screen.findByRole("button", { name: /User menu/ })).toBeTruthy();
});

test("a guest on a signed-in route is sent to the login page (a 401, spec 01 section 8)", async () => {
  const { place } = await renderRoute("/dashboard");
  await waitFor(() => expect(place.current()).toBe("/login"));
  expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
});

test("the publisher's call fails once: the layout says so, and Try again loads the page", async () => {
  await mock.fault({ route: "profile.current", status: 500, times: 1 });
  const { user } = await renderRoute("/settings", { signedIn: true });
  expect(await screen.findByText("Your account data could not be loaded.")).toBeTruthy();
  await user.click(await screen.findByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeTruthy();
});

// The set-up prints the DOM into a failed query's message when it is read, not at each failed try
// (tests/components/setup.ts): a failure still shows what was on the page.
test("a failed query's report shows the page as it was, as Testing Library's own does", async () => {
  render(
    <p>
      Nothing <b>to click</b> here
    </p>,
  );
  // The print may be coloured: its tags and texts are matched, not what lies between them.
  const printed = /Ignored nodes: comments, script, style\n[\s\S]*<body>[\s\S]*<b>[\s\S]*to click[\s\S]*<\/b>/;
  expect(() => screen.getByRole("button")).toThrow(printed);
  const waited = await screen.findByRole("button", {}, { timeout: 200 }).catch((error: unknown) => error);
  expect(waited).toBeInstanceOf(Error);
  expect((waited as Error).name).toBe("TestingLibraryElementError");
  expect((waited as Error).message).toMatch(/^Unable to find role="button"/);
  expect((waited as Error).message).toMatch(printed);
  expect((waited as Error).stack).toMatch(printed);
});

// A flow disables its controls while it works. The user's click waits until its target can be
// pressed, as Playwright's does, so a test that clicks what it has just found does not race the flow
// (render.tsx, decision 084).
test("a click on a control the flow has disabled lands once the flow enables it", async () => {
  let release = () => {};
  const working = new Promise<void>((resolve) => (release = resolve));
  const Flow = () => {
    const [idle, setIdle] = useState(false);
    const [presses, setPresses] = useState(0);
    useEffect(() => void working.then(() => setIdle(true)), []);
    return (
      <>
        <button type="button" disabled={!idle} onClick={() => setPresses((n) => n + 1)}>
          Turn off
        </button>
        <output>{presses}</output>
      </>
    );
  };
  render(<Flow />);
  const user = newUser();
  const button = screen.getByRole("button", { name: "Turn off" });
  expect(inert(button)).toBe(true);
  const clicked = user.click(button);
  release();
  await clicked;
  expect(screen.getByRole("status").textContent).toBe("1");
  // A test that shows a disabled control does nothing says so, and its click is not held back.
  render(
    <fieldset disabled>
      <button type="button">Inside</button>
      <span aria-disabled="true">
        <a href="#x">Marked</a>
      </span>
    </fieldset>,
  );
  expect(inert(screen.getByRole("button", { name: "Inside" }))).toBe(true);
  expect(inert(screen.getByRole("link", { name: "Marked" }))).toBe(true);
  await user.clickEvenIfDisabled(screen.getByRole("button", { name: "Inside" }));
});

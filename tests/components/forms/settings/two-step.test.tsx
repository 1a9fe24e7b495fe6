/**
 * Settings › Two-step sign-in (issue 37 item 1), the real tab signed in as demo against the mock:
 * turning it on (the QR code and the key as text, a wrong code refused on its field, the right one
 * taking it on), the ten recovery codes shown once (Download as a .txt, Done), then on with ten left;
 * new recovery codes and turning off by a code (a recovery code taken, the toast, off again); and a
 * backend without it (404 or 501 on its status): no tab, no error, no toast, no error report.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { expect, test, vi } from "vitest";
import { toasts } from "../../../../src/app/toasts";
import { TEST_SECRET, codeAt, wrongCodeAt } from "../../../fixtures/two-step-codes";
import { mock, renderRoute } from "../../render";
import { errorOf, labelled, storedJournal } from "../helpers";

const TAB = "/settings?selectedTab=twoStep";
const mockNow = async () => Date.parse(((await (await fetch("/__mock/clock")).json()) as { now: string }).now);
const status = () => screen.getByRole("region", { name: "Two-step sign-in" });

const openTab = async () => {
  const view = await renderRoute(TAB, { signedIn: true });
  await screen.findByRole("heading", { name: "Two-step sign-in", level: 2 });
  return view;
};

test("turns on with the QR code and the key, one code confirming it; the recovery codes show once and download", async () => {
  const { user } = await openTab();
  expect(screen.getByRole("tab", { name: "Two-step sign-in", selected: true })).toBeTruthy();
  expect(within(status()).getByText("Off")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Turn on" }));

  const dialog = await screen.findByRole("dialog", { name: "Turn on two-step sign-in" });
  expect(await within(dialog).findByRole("img", { name: "QR code for your authenticator app" })).toBeTruthy();
  const key = within(dialog).getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/);
  const secret = key.textContent!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = labelled("Code from the app", within(dialog));
  expect(code.getAttribute("autocomplete")).toBe("one-time-code");

  await user.type(code, `${wrongCodeAt(await mockNow(), secret)}{Enter}`);
  await waitFor(() => expect(errorOf(labelled("Code from the app", within(dialog)))).toBe("The code is not valid."));
  await user.clear(labelled("Code from the app", within(dialog)));
  await user.type(labelled("Code from the app", within(dialog)), `${codeAt(await mockNow(), secret)}{Enter}`);

  const codesDialog = await screen.findByRole("dialog", { name: "Save your recovery codes" });
  expect(within(codesDialog).getByText(/shown this once/)).toBeTruthy();
  const listed = within(within(codesDialog).getByRole("list", { name: "Recovery codes" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent!);
  expect(listed).toHaveLength(10);
  for (const c of listed) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

  const saved: Blob[] = [];
  const create = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (saved.push(blob as Blob), "blob:codes"));
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe("recovery-codes.txt");
  });
  await user.click(within(codesDialog).getByRole("button", { name: "Download" }));
  expect(click).toHaveBeenCalledTimes(1);
  const file = await saved[0]!.text();
  for (const c of listed) expect(file).toContain(c);
  create.mockRestore();
  click.mockRestore();

  // Escape does not close it: the codes are not lost by a slip.
  await user.keyboard("{Escape}");
  expect(screen.getByRole("dialog", { name: "Save your recovery codes" })).toBeTruthy();
  await user.click(within(codesDialog).getByRole("button", { name: "I have saved them" }));
  await waitFor(() => expect(within(status()).getByText("On")).toBeTruthy());
  expect(within(status()).getByText("10 recovery codes left.")).toBeTruthy();
  expect(screen.queryByText(listed[0]!)).toBeNull();
  const journal = storedJournal();
  expect(journal).toContain("code.change");
  for (const text of [secret, ...listed]) expect(journal).not.toContain(text);
});

test("new recovery codes, then turning off by one of them: the toast says it is off, Turn on is back", async () => {
  // Signed in first (a sign-in would ask for the code once it is on), then turned on, then the tab opened.
  const { user } = await renderRoute("/settings", { signedIn: true });
  await mock.post("/__mock/two-step", { username: "demo", secret: TEST_SECRET });
  await user.click(await screen.findByRole("tab", { name: "Two-step sign-in" }));
  await waitFor(() => expect(within(status()).getByText("On")).toBeTruthy());

  await user.click(screen.getByRole("button", { name: "New recovery codes" }));
  const renew = await screen.findByRole("dialog", { name: "New recovery codes" });
  await user.click(within(renew).getByRole("button", { name: "Make new codes" }));
  expect(errorOf(labelled("Code from the app", within(renew)))).toBe("Field is required");
  await user.type(labelled("Code from the app", within(renew)), `${codeAt(await mockNow())}{Enter}`);
  const codesDialog = await screen.findByRole("dialog", { name: "Save your recovery codes" });
  const fresh = within(codesDialog).getAllByRole("listitem")[0]!.textContent!;
  await user.click(within(codesDialog).getByRole("button", { name: "I have saved them" }));

  // Turn off stays disabled until the flow is idle again (the codes saved, the status asked again): a
  // click before then does nothing, and on a busy machine it came first (a run beside a second suite).
  // The user's click waits until it can be pressed (tests/components/render.tsx).
  await user.click(screen.getByRole("button", { name: "Turn off" }));
  const off = await screen.findByRole("dialog", { name: "Turn off two-step sign-in" });
  await user.click(within(off).getByRole("button", { name: "Use a recovery code" }));
  await user.type(labelled("Recovery code", within(off)), `${fresh}{Enter}`);
  await waitFor(() => expect(within(status()).getByText("Off")).toBeTruthy());
  expect(toasts.get().map((t) => t.messageId)).toContain("twoStep.toast.disabled");
  expect(screen.getByRole("button", { name: "Turn on" })).toBeTruthy();
});

test.each([404, 501])("a backend without two-step sign-in (%i): no tab, no error, no toast, no error report", async (absent) => {
  await mock.post("/__mock/capabilities", { group: "twoStep", absent });
  const { place } = await renderRoute(TAB, { signedIn: true });
  await screen.findByRole("tab", { name: "Profile", selected: true });
  await waitFor(() => expect(place.current()).toBe("/settings"));
  // The API tokens tab is there (its own capability): the page has settled.
  await screen.findByRole("tab", { name: "API tokens" });
  expect(screen.queryByRole("tab", { name: "Two-step sign-in" })).toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
  expect(toasts.get()).toEqual([]);
  const reports = (await (await fetch("/__mock/error-reports")).json()) as { reports: unknown[] };
  expect(reports.reports).toEqual([]);
  await act(async () => undefined);
});

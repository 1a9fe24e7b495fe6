/**
 * Domains (spec 02 sections 2, 3, 5 and 7; issue 12), moved from e2e/domains.spec.ts: the list with
 * the certificate's colours, the filter and paging in the URL, add and rename under the server's
 * rules, the CNAME record with copy, validation through the mock's DNS control and clock, what uses a
 * domain, delete with "Are you ready to delete?", the keyboard paths, asking before throwing away what
 * was typed, and the page in ru, uk and zh. Layout, axe and the phone's wrapping stay in the browser.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import ru from "../../../src/i18n/messages/ru/domains.json" with { type: "json" };
import uk from "../../../src/i18n/messages/uk/domains.json" with { type: "json" };
import zh from "../../../src/i18n/messages/zh/domains.json" with { type: "json" };
import { DEMO, mock, renderRoute, signInAs } from "../render";
import { cellOf, columnTexts, findDialog, forgetBrowser, named, testInOtherLanguages } from "./helpers";

afterEach(forgetBrowser);

const CNAME_TARGET = "p1001.proxy.affnet.example";
const MESSAGES = {
  blank: "This value should not be blank.",
  invalid: "Please enter a valid domain name, such as go.example.com.",
  subdomain: "The domain must have a subdomain: at least three labels, such as go.example.com ({host}.example.com is accepted).",
  taken: "This domain is already added.",
  cname: "A CNAME record is needed first: point the domain to the host shown, then validate.",
};
const ISSUED = "The certificate is issued: the domain is ready for your links.";
const FAILED = "The certificate could not be issued. Check the CNAME record and validate again.";
const ALL = ["promo.demo-traffic.com", "{host}.clicks-demo.net", "go.demo-traffic.com", "old.demo-traffic.com"];

const table = () => screen.getByRole("table", { name: "Domains" });
const names = () => columnTexts(table(), "Name");

const openPage = async (query = "") => {
  const view = await renderRoute(`/domains${query}`, { signedIn: true });
  await screen.findByRole("table", { name: "Domains" });
  await waitFor(() => expect(names().length).toBeGreaterThan(0));
  await waitFor(() => expect(names()[0]).not.toBe(""));
  return view;
};

const dns = (body: Record<string, unknown>) => mock.post("/__mock/dns", body);
const cert = (scope: HTMLElement) => scope.querySelector("[data-cert]");

test("demo's domains: name, subdomain and the certificate status in its colour; the filter in the URL", async () => {
  const { user, place } = await openPage();
  await waitFor(() => expect(names()).toEqual(ALL));
  expect(columnTexts(table(), "Subdomain")).toEqual(["promo", "{host}", "go", "old"]);
  expect(columnTexts(table(), "Certificate")).toEqual(["Pending", "None", "OK", "Error"]);
  const colour = (name: string) => cert(cellOf(table(), name, "Certificate"))?.getAttribute("class");
  expect(colour("promo.demo-traffic.com")).toContain("bg-orange-50");
  expect(colour("go.demo-traffic.com")).toContain("bg-emerald-50");
  expect(colour("old.demo-traffic.com")).toContain("bg-red-50");
  expect(colour("{host}.clicks-demo.net")).toContain("bg-slate-100");

  await user.click(await screen.findByRole("button", { name: "Filters" }));
  const drawer = await findDialog("Filters");
  await user.selectOptions(await within(drawer).findByLabelText("Certificate"), "OK");
  await user.click(within(drawer).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(place.current()).toMatch(/certStatus=1/));
  await waitFor(() => expect(names()).toEqual(["go.demo-traffic.com"]));
});

test("the filter read from the URL", async () => {
  await openPage("?certStatus=1");
  await waitFor(() => expect(names()).toEqual(["go.demo-traffic.com"]));
});

test("paging in the URL once there are more than ten", async () => {
  await signInAs(DEMO);
  for (let i = 1; i <= 8; i++) {
    const created = await fetch("/publisher/api/proxy_domains", {
      method: "POST",
      headers: { "content-type": "application/ld+json" },
      body: JSON.stringify({ name: `p${i}.paging-demo.com` }),
    });
    expect(created.status).toBe(201);
  }
  const { user, place } = await openPage();
  await waitFor(() => expect(names()).toHaveLength(10));
  const pagination = screen.getByRole("navigation", { name: "Pagination" });
  await user.click(within(pagination).getByRole("button", { name: "Page 2" }));
  await waitFor(() => expect(place.current()).toMatch(/page=2/));
  await waitFor(() => expect(names()).toEqual(["go.demo-traffic.com", "old.demo-traffic.com"]));
});

test("the page read from the URL", async () => {
  await signInAs(DEMO);
  for (let i = 1; i <= 8; i++)
    await fetch("/publisher/api/proxy_domains", {
      method: "POST",
      headers: { "content-type": "application/ld+json" },
      body: JSON.stringify({ name: `p${i}.paging-demo.com` }),
    });
  await openPage("?page=2");
  await waitFor(() => expect(names()).toEqual(["go.demo-traffic.com", "old.demo-traffic.com"]));
});

test("add: the server's rules on the field, nothing typed lost; {host} accepted; the CNAME record with copy", async () => {
  const { user } = await openPage();
  await user.click(await screen.findByRole("button", { name: "Add domain" }));
  const dialog = await findDialog("Add domain");
  const field = within(dialog).getByRole("textbox", { name: "Domain" });
  await waitFor(() => expect(document.activeElement).toBe(field));
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(field.getAttribute("aria-describedby")).toBeTruthy());
  await waitFor(() => expect(within(dialog).getByText(MESSAGES.blank)).toBeTruthy());
  expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(within(dialog).getByText(MESSAGES.blank).id);
  await user.type(field, "example.com");
  await waitFor(() => expect(within(dialog).queryByText(MESSAGES.blank)).toBeNull());
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByText(MESSAGES.subdomain)).toBeTruthy();
  expect(field.getAttribute("aria-invalid")).toBe("true");
  expect(field).toHaveProperty("value", "example.com");
  await user.clear(field);
  await user.type(field, "go..example.com");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByText(MESSAGES.invalid)).toBeTruthy();
  await user.clear(field);
  await user.type(field, "GO.demo-traffic.com");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByText(MESSAGES.taken)).toBeTruthy();

  await user.clear(field);
  await user.type(field, "{{host}.mine-traffic.com");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await screen.findByText("Domain added")).toBeTruthy();
  const details = await findDialog("{host}.mine-traffic.com");
  const record = within(details).getByRole("region", { name: "CNAME record" });
  expect(record.textContent).toContain("{host}.mine-traffic.com");
  expect(record.textContent).toContain("CNAME");
  expect(record.textContent).toContain(CNAME_TARGET);
  expect(await within(details).findByText("Not validated yet. Create the CNAME record, then validate.")).toBeTruthy();
  await user.click(within(details).getByRole("button", { name: "Copy the target" }));
  expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
  expect(await navigator.clipboard.readText()).toBe(CNAME_TARGET);
  await user.click(within(details).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: named("{host}.mine-traffic.com") })).toBeNull());
  await waitFor(() => expect(names()).toContain("{host}.mine-traffic.com"));
  expect(cellOf(table(), "{host}.mine-traffic.com", "Subdomain").textContent).toBe("{host}");
  expect(cellOf(table(), "{host}.mine-traffic.com", "Certificate").textContent).toBe("None");
});

test("validate: refused without the CNAME, then pending, then ok by the DNS control; the list follows", async () => {
  const { user } = await openPage();
  await user.click(await screen.findByRole("button", { name: "Add domain" }));
  const add = await findDialog("Add domain");
  await user.type(within(add).getByRole("textbox", { name: "Domain" }), "go.fresh-demo.com");
  await user.click(within(add).getByRole("button", { name: "Save" }));
  const details = await findDialog("go.fresh-demo.com");
  await user.click(await within(details).findByRole("button", { name: "Validate" }));
  await waitFor(() => expect(within(details).getByRole("alert").textContent).toBe(MESSAGES.cname));

  await dns({ name: "go.fresh-demo.com", cname: true });
  await user.click(within(details).getByRole("button", { name: "Validate" }));
  await waitFor(() =>
    expect(within(details).getByRole("status").textContent).toBe(
      "The certificate is being issued. This can take up to 10 minutes; the status updates by itself.",
    ),
  );
  expect(within(details).queryByRole("button", { name: "Validate" })).toBeNull();
  expect(cert(details)?.textContent).toBe("Pending");
  await waitFor(() => expect(cellOf(table(), "go.fresh-demo.com", "Certificate").textContent).toBe("Pending"));

  await dns({ name: "go.fresh-demo.com", cert: "ok" });
  expect(await within(details).findByText(ISSUED)).toBeTruthy();
  expect(cert(details)?.textContent).toBe("OK");
  await user.click(within(details).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(cellOf(table(), "go.fresh-demo.com", "Certificate").textContent).toBe("OK"));
});

test("a pending certificate is issued on the mock clock; a failed one can be validated again", async () => {
  const { user } = await openPage();
  await user.click(await screen.findByRole("button", { name: "Details promo.demo-traffic.com" }));
  const promo = await findDialog("promo.demo-traffic.com");
  expect(await within(promo).findByText(/The certificate is being issued\./)).toBeTruthy();
  await mock.advanceClock("PT11M");
  expect(await within(promo).findByText(ISSUED)).toBeTruthy();
  await user.click(within(promo).getByRole("button", { name: "Close" }));

  await user.click(await screen.findByRole("button", { name: "Details old.demo-traffic.com" }));
  const old = await findDialog("old.demo-traffic.com");
  await waitFor(() => expect(within(old).getByRole("alert").textContent).toBe(FAILED));
  await user.click(within(old).getByRole("button", { name: "Validate" }));
  await waitFor(() => expect(cert(old)?.textContent).toBe("Pending"));
  await dns({ name: "old.demo-traffic.com", cert: "error" });
  await waitFor(() => expect(within(old).getByRole("alert").textContent).toBe(FAILED));
  await waitFor(() => expect(within(old).getByRole("button", { name: "Validate" })).toHaveProperty("disabled", false));
});

test("what uses a domain: offers, smartlinks and shortlinks", async () => {
  const { user } = await openPage();
  await user.click(await screen.findByRole("button", { name: "Details go.demo-traffic.com" }));
  const details = await findDialog("go.demo-traffic.com");
  const usage = await within(details).findByRole("region", { name: "Used by" });
  const items = (name: string) => within(within(usage).getByRole("list", { name })).getAllByRole("listitem");
  await waitFor(() => expect(items("Offers")).toHaveLength(3));
  expect(items("Offers")[0]!.textContent).toMatch(/^#4117 /);
  expect(items("Smartlinks")).toHaveLength(2);
  expect(items("Smartlinks")[0]!.textContent).toMatch(/^#301 /);
  expect(items("Shortlinks").map((i) => i.textContent)).toEqual(["MatchMe spring campaign"]);
  expect(within(details).getByText(ISSUED)).toBeTruthy();
  await user.click(within(details).getByRole("button", { name: "Close" }));

  await user.click(await screen.findByRole("button", { name: "Details {host}.clicks-demo.net" }));
  const unused = await within(await findDialog("{host}.clicks-demo.net")).findByRole("region", { name: "Used by" });
  await waitFor(() => expect(within(unused).getAllByText("None", { exact: true })).toHaveLength(3));
});

test("rename under the same rules; delete with “Are you ready to delete?”", async () => {
  const { user } = await openPage();
  await user.click(await screen.findByRole("button", { name: "Edit old.demo-traffic.com" }));
  const dialog = await findDialog("Edit domain");
  const field = within(dialog).getByRole("textbox", { name: "Domain" });
  expect(field).toHaveProperty("value", "old.demo-traffic.com");
  expect(within(dialog).getByText("A new name starts validation over: the certificate goes back to none.")).toBeTruthy();
  await user.clear(field);
  await user.type(field, "demo-traffic.com");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  expect(await within(dialog).findByText(MESSAGES.subdomain)).toBeTruthy();
  await user.clear(field);
  await user.type(field, "new.demo-traffic.com");
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit domain" })).toBeNull());
  expect(await screen.findByText("Domain saved")).toBeTruthy();
  await waitFor(() => expect(names()).toContain("new.demo-traffic.com"));
  expect(cellOf(table(), "new.demo-traffic.com", "Certificate").textContent).toBe("None");

  await user.click(await screen.findByRole("button", { name: "Delete new.demo-traffic.com" }));
  const confirm = await findDialog("Are you ready to delete?", "alertdialog");
  expect(confirm.textContent).toContain("new.demo-traffic.com");
  await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole("button", { name: "Cancel" })));
  await user.click(within(confirm).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  await waitFor(() => expect(names()).toEqual(["promo.demo-traffic.com", "{host}.clicks-demo.net", "go.demo-traffic.com"]));
});

test("deleting a domain in use says what uses it and what deleting does; a toast confirms (issue 25 item 6)", async () => {
  const { user } = await openPage();
  await user.click(await screen.findByRole("button", { name: "Delete go.demo-traffic.com" }));
  const confirm = await findDialog("Are you ready to delete?", "alertdialog");
  expect(await within(confirm).findByText("In use by 3 offers, 2 smartlinks and 1 shortlink:")).toBeTruthy();
  const items = (name: string) => within(within(confirm).getByRole("list", { name })).getAllByRole("listitem");
  expect(items("Offers")).toHaveLength(3);
  expect(items("Smartlinks")).toHaveLength(2);
  expect(items("Shortlinks").map((i) => i.textContent)).toEqual(["MatchMe spring campaign"]);
  expect(
    within(confirm).getByText(
      "Deleting it moves them to the network's own domain: links already published with go.demo-traffic.com stop working, including the shortlink's.",
    ),
  ).toBeTruthy();
  await user.click(within(confirm).getByRole("button", { name: "Delete" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(await screen.findByText("Domain go.demo-traffic.com deleted")).toBeTruthy();
  await waitFor(() => expect(names()).not.toContain("go.demo-traffic.com"));

  await user.click(await screen.findByRole("button", { name: "Delete {host}.clicks-demo.net" }));
  const again = await findDialog("Are you ready to delete?", "alertdialog");
  expect(await within(again).findByText("Nothing uses this domain.")).toBeTruthy();
});

test("keyboard: add with Enter, Validate from the keyboard, Escape closes the details", async () => {
  const { user } = await openPage();
  screen.getByRole("button", { name: "Add domain" }).focus();
  await user.keyboard("{Enter}");
  const add = await findDialog("Add domain");
  await waitFor(() => expect(document.activeElement).toBe(within(add).getByRole("textbox", { name: "Domain" })));
  await user.keyboard("cdn.keys-demo.com{Enter}");
  const details = await findDialog("cdn.keys-demo.com");
  await dns({ name: "cdn.keys-demo.com", cname: true });
  (await within(details).findByRole("button", { name: "Validate" })).focus();
  await user.keyboard("{Enter}");
  await waitFor(() => expect(cert(details)?.textContent).toBe("Pending"));
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog", { name: named("cdn.keys-demo.com") })).toBeNull());
  await waitFor(() => expect(cellOf(table(), "cdn.keys-demo.com", "Certificate").textContent).toBe("Pending"));
});

test("Escape asks before throwing away what was typed (issue 25 item 8)", async () => {
  const { user } = await openPage();
  await user.click(await screen.findByRole("button", { name: "Add domain" }));
  await findDialog("Add domain");
  // Nothing typed: Escape closes at once.
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add domain" })).toBeNull());

  await user.click(await screen.findByRole("button", { name: "Add domain" }));
  const dialog = await findDialog("Add domain");
  const field = within(dialog).getByRole("textbox", { name: "Domain" });
  await user.type(field, "cdn.typed-demo.com");
  await user.keyboard("{Escape}");
  const ask = await findDialog("Discard your changes?", "alertdialog");
  expect(ask.textContent).toContain("What you typed in this form will be lost.");
  await waitFor(() => expect(document.activeElement).toBe(within(ask).getByRole("button", { name: "Keep editing" })));
  // Escape answers "keep editing": the form is there with what was typed.
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(within(dialog).getByRole("textbox", { name: "Domain" })).toHaveProperty("value", "cdn.typed-demo.com");
  await user.keyboard("{Escape}");
  const again = await findDialog("Discard your changes?", "alertdialog");
  await user.click(within(again).getByRole("button", { name: "Discard" }));
  await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add domain" })).toBeNull());
});

testInOtherLanguages("in", { ru, uk, zh }, async (code, messages) => {
  const { user } = await renderRoute("/domains", { signedIn: true, locale: code });
  expect(await screen.findByRole("columnheader", { name: messages["domains.column.subdomain"] })).toBeTruthy();
  expect(await screen.findByText(messages["domains.cert.pending"], { exact: true })).toBeTruthy();
  await user.click(await screen.findByRole("button", { name: messages["domains.add"] }));
  const dialog = await findDialog(messages["domains.dialog.addTitle"]);
  expect(within(dialog).getByText(messages["domains.field.nameHint"].replace(/'/g, ""))).toBeTruthy();
  await user.click(within(dialog).getByRole("button", { name: messages["domains.cancel"] }));
  await user.click(await screen.findByRole("button", { name: messages["domains.detailsFor"].replace("{name}", "go.demo-traffic.com") }));
  expect(await screen.findByRole("region", { name: messages["domains.cname.title"] })).toBeTruthy();
  expect(await screen.findByText(messages["domains.validation.ok"])).toBeTruthy();
});

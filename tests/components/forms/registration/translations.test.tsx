/**
 * The registration form in ru, uk and zh (spec 01 section 9, spec 02 section 5): labels, the custom
 * fields' titles, the validation and upload messages, none of the English left. Moved from
 * e2e/registration.spec.ts (issue 33).
 */
import { screen, within } from "@testing-library/react";
import { beforeEach, expect, test } from "vitest";
import { REGISTRATION_COOKIE } from "../../../../contracts/cookies";
import { renderRoute } from "../../render";
import { catalogue, labelled } from "../helpers";

const TITLE_IN = {
  ru: { text: "Сайт или источник трафика", screens: "Скриншоты статистики трафика" },
  uk: { text: "Сайт або джерело трафіку", screens: "Скриншоти статистики трафіку" },
  zh: { text: "网站或流量来源网址", screens: "流量统计截图" },
} as const;

beforeEach(() => {
  document.cookie = `${REGISTRATION_COOKIE}=; Max-Age=0; Path=/publisher`;
});

test.each(["ru", "uk", "zh"] as const)("the form is fully translated: %s", async (locale) => {
  const t = catalogue(locale, "registration");
  const en = catalogue("en", "registration");
  const { user } = await renderRoute("/register", { locale });
  const main = within(await screen.findByRole("main"));
  expect(await main.findByRole("textbox", { name: t("registration.username") })).toBeTruthy();
  expect(main.getByRole("textbox", { name: t("registration.email") })).toBeTruthy();
  expect(labelled(t("registration.password"))).toBeTruthy();
  expect(labelled(t("registration.repeatPassword"))).toBeTruthy();
  expect(main.getByRole("textbox", { name: new RegExp(`^${t("registration.contactInfo")}`) })).toBeTruthy();
  expect(main.getByRole("textbox", { name: TITLE_IN[locale].text })).toBeTruthy();
  await user.click(main.getByRole("button", { name: t("registration.submit") }));
  expect((await main.findAllByText(t("registration.error.required"), { exact: true })).length).toBeGreaterThan(0);
  expect(main.getByText(t("registration.error.usernameRequired"), { exact: true })).toBeTruthy();
  expect(main.getByText(t("registration.error.messenger"), { exact: true })).toBeTruthy();
  expect(main.getByText(t("registration.upload.hint"), { exact: true })).toBeTruthy();
  await user.upload(labelled(TITLE_IN[locale].screens), new File(["not an image"], "renamed.png", { type: "image/png" }));
  expect(await main.findByText(t("registration.upload.invalid"), { exact: true })).toBeTruthy();

  // No English text of the form is left (texts that read the same in both languages aside).
  const shown = screen.getByRole("main").textContent ?? "";
  const leftovers = Object.entries(en.all).filter(([key, text]) => !/[{}]/.test(text) && t.all[key] !== text && shown.includes(text));
  expect(leftovers).toEqual([]);
  expect(shown).not.toContain("Website or traffic source URL");
});

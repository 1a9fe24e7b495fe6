/** Issue 26.1: the mock answers in the request's language (the `_locale` cookie, else `Accept-Language`), as the backend does. */
import { afterAll, describe, expect, it } from "vitest";
import { DOMAIN_MESSAGES } from "../../mock-server/handlers/domain-rules";
import { POSTBACK_MESSAGES } from "../../mock-server/handlers/postback-rules";
import { SHORTLINK_MESSAGES } from "../../mock-server/handlers/shortlinks";
import { requestLocale, translate } from "../../mock-server/server-messages";
import { API, startWithDemo } from "./helpers";

const { mock, demo } = await startWithDemo();
afterAll(() => mock.app.close());

const postPostback = (headers: Record<string, string>) =>
  mock.app.inject({
    method: "POST",
    url: `${API}/publisher_postbacks`,
    cookies: { ...Object.fromEntries(demo.jar), ...(headers.cookieLocale ? { _locale: headers.cookieLocale } : {}) },
    headers: { "content-type": "application/ld+json", ...(headers.accept ? { "accept-language": headers.accept } : {}) },
    payload: JSON.stringify({ scope: "global", url: "https://tracker.example/pb?sum={sum}", name: "" }),
  });
const messagesOf = (body: { violations: Array<{ propertyPath: string; message: string }> }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

describe("server texts in the request's language", () => {
  it("keeps the spec's English without a cookie or with an English Accept-Language", async () => {
    for (const headers of [{}, { accept: "en-US,en;q=0.9" }, { accept: "fr-FR,de;q=0.8" }] as Array<Record<string, string>>) {
      const answer = await postPostback(headers);
      expect(answer.statusCode).toBe(422);
      expect(messagesOf(answer.json())).toEqual({ name: "Name is required", url: "Parameter is not configured in the postback url" });
    }
  });

  it("answers in the _locale cookie's language, before Accept-Language", async () => {
    const answer = await postPostback({ cookieLocale: "ru", accept: "zh-CN" });
    expect(messagesOf(answer.json())).toEqual({ name: "Название обязательно", url: "Параметр не настроен в URL постбэка" });
    expect(answer.json()["hydra:description"]).toBe("name: Название обязательно\nurl: Параметр не настроен в URL постбэка");
  });

  it("falls back to the best supported Accept-Language", async () => {
    const answer = await postPostback({ accept: "de;q=0.9, uk;q=0.8, zh;q=0.5" });
    expect(messagesOf(answer.json()).name).toBe("Назва обов'язкова");
    expect(requestLocale(undefined, "zh-Hans-CN,zh;q=0.9")).toBe("zh");
    expect(requestLocale("xx", "ru;q=0, uk")).toBe("uk");
  });

  it("translates hydra errors (404 File not found) and texts with arguments", async () => {
    const missing = await mock.app.inject({ method: "GET", url: `${API}/cdn/offers/999999.svg`, cookies: { _locale: "zh" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()["hydra:description"]).toBe("未找到文件");
    expect(translate("File not found", "zh")).toBe("未找到文件");
    expect(translate("The account should contain at least 2 symbols", "uk")).toBe("Рахунок має містити щонайменше 2 символів");
    expect(translate("Invalid PayPal account format (e.g. name@example.com)", "ru")).toBe(
      "Неверный формат счёта PayPal (например, name@example.com)",
    );
    expect(translate("Something only the mock says", "ru")).toBe("Something only the mock says");
  });

  it("answers the search's and the saved views' refusals in the request's language", async () => {
    const search = await mock.app.inject({
      method: "GET",
      url: `${API}/search?q=a`,
      cookies: { ...Object.fromEntries(demo.jar), _locale: "ru" },
    });
    expect(search.statusCode).toBe(422);
    expect(messagesOf(search.json())).toEqual({ q: "Введите не менее 2 символов." });
    const view = { id: "k1", name: "By country", tab: "summary", search: "selectedTab=summary", savedAt: "2026-11-20T10:00:00.000Z" };
    const views = await mock.app.inject({
      method: "PUT",
      url: `${API}/report_preferences`,
      cookies: { ...Object.fromEntries(demo.jar), _locale: "uk" },
      headers: { "content-type": "application/ld+json" },
      payload: JSON.stringify({ hiddenColumns: {}, views: [view, { ...view, id: "k2" }] }),
    });
    expect(views.statusCode).toBe(422);
    expect(messagesOf(views.json())).toEqual({ "views[1].name": "Вигляд із такою назвою вже існує." });
    expect(translate("The name should be at most 60 characters.", "zh")).toBe("名称最多 60 个字符。");
    expect(translate("At most 50 saved views.", "ru")).toBe("Не более 50 сохранённых видов.");
  });

  it("holds every rule text of postbacks, domains and shortlinks in each language", () => {
    const texts: string[] = [...Object.values(POSTBACK_MESSAGES), ...Object.values(DOMAIN_MESSAGES), ...Object.values(SHORTLINK_MESSAGES)];
    texts.push("Smartlink vertical is disabled and no longer accepts traffic. Please contact your manager for support.");
    for (const locale of ["ru", "uk", "zh"] as const) {
      const untranslated = texts.filter((t) => translate(t, locale) === t);
      expect(untranslated, locale).toEqual([]);
    }
  });
});

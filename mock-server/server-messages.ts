/**
 * The mock's texts in the request's language, as the real backend translates its messages
 * (docs/decisions/053-server-texts-in-the-request-language.md). Handlers write English, word for word
 * the spec's; an error body is translated on its way out: each English text is matched against the
 * English catalogue (its arguments, such as a field's name or a number, taken from the text) and
 * formatted with the same key of the request's language. The language is the `_locale` cookie's,
 * else the best of `Accept-Language`, else English. A text the catalogue does not hold stays English.
 */
import { TYPE, parse } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import en from "./messages/en/server.json";
import ru from "./messages/ru/server.json";
import uk from "./messages/uk/server.json";
import zh from "./messages/zh/server.json";

type Catalogue = Readonly<Record<string, string>>;
/** The portal's languages (the locale check holds this folder to src/i18n's list). */
const CATALOGUES = { en, ru, uk, zh } as const satisfies Record<string, Catalogue>;
type Locale = keyof typeof CATALOGUES;
const isLocale = (value: unknown): value is Locale => typeof value === "string" && Object.hasOwn(CATALOGUES, value);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An English template as a pattern over whole texts, capturing its arguments by name. */
const patternOf = (template: string): { regex: RegExp; names: string[] } => {
  const names: string[] = [];
  const source = parse(template)
    .map((element) => {
      if (element.type === TYPE.literal) return escape(element.value);
      if (element.type === TYPE.argument || element.type === TYPE.number) {
        names.push(element.value);
        return "(.+?)";
      }
      throw new Error(`server message ${template}: only plain arguments are matched`);
    })
    .join("");
  return { regex: new RegExp(`^${source}$`, "s"), names };
};

/** Exact texts first (a map), then the templates with arguments, longest literal part first. */
const exact = new Map<string, string>();
const templates: { key: string; regex: RegExp; names: string[]; literal: number }[] = [];
for (const [key, template] of Object.entries(en as Catalogue)) {
  const { regex, names } = patternOf(template);
  if (names.length === 0) exact.set(new IntlMessageFormat(template, "en").format() as string, key);
  else templates.push({ key, regex, names, literal: template.replace(/\{[^}]*\}/g, "").length });
}
templates.sort((a, b) => b.literal - a.literal);

/** The language a request asks for: the `_locale` cookie, else the first supported `Accept-Language` range by weight. */
export const requestLocale = (cookie: string | undefined, acceptLanguage: string | undefined): Locale => {
  if (isLocale(cookie)) return cookie;
  const ranges = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: range.trim().toLowerCase().split("-")[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((r) => r.language).find(isLocale) ?? "en";
};

/** One English text in `locale`; unchanged when English or not in the catalogue. */
export const translate = (text: string, locale: Locale): string => {
  if (locale === "en") return text;
  const format = (key: string, values?: Record<string, string>) =>
    String(new IntlMessageFormat((CATALOGUES[locale] as Catalogue)[key] ?? (en as Catalogue)[key]!, locale).format(values));
  const key = exact.get(text);
  if (key) return format(key);
  for (const t of templates) {
    const match = t.regex.exec(text);
    if (match) return format(t.key, Object.fromEntries(t.names.map((name, i) => [name, match[i + 1]!])));
  }
  return text;
};

/** `path: message` lines (a violation list's description) or one text, translated. */
const translateDescription = (text: string, locale: Locale): string => {
  const whole = translate(text, locale);
  if (whole !== text) return whole;
  return text
    .split("\n")
    .map((line) => {
      const at = /^([\w.[\]]+): (.*)$/s.exec(line);
      return at ? `${at[1]}: ${translate(at[2]!, locale)}` : translate(line, locale);
    })
    .join("\n");
};

/** An encoded error body with its `hydra:description`, `detail` and violations' messages in `locale`. */
export const translateErrorBody = (body: unknown, locale: Locale): unknown => {
  if (locale === "en" || body === null || typeof body !== "object") return body;
  const record = { ...(body as Record<string, unknown>) };
  for (const field of ["hydra:description", "detail"]) {
    if (typeof record[field] === "string") record[field] = translateDescription(record[field], locale);
  }
  if (Array.isArray(record.violations)) {
    record.violations = (record.violations as Array<Record<string, unknown>>).map((v) =>
      typeof v.message === "string" ? { ...v, message: translate(v.message, locale) } : v,
    );
  }
  return record;
};

/**
 * The mock's texts in the request's language, as the real backend translates its messages
 * (docs/decisions/053-server-texts-in-the-request-language.md). Handlers write English, word for word
 * the spec's; an error body is translated on its way out: each English text is matched against the
 * English catalogue (its arguments, such as a field's name or a number, taken from the text) and
 * formatted with the same key of the request's language. The language is the `_locale` cookie's,
 * else the best of `Accept-Language`, else English (the portal writes the cookie whenever its language
 * changes, also when it adopts the profile's). Every error the mock sends goes through here, its own
 * (400, 404, 413, 415, 500) too; a test server (`validateResponses`) answers 500 naming any text the
 * catalogue lacks, so every test that meets an error checks it is catalogued (issue 35.15).
 */
import { TYPE, parse } from "@formatjs/icu-messageformat-parser";
import type { FastifyReply, FastifyRequest } from "fastify";
import { IntlMessageFormat } from "intl-messageformat";
import { LOCALE_COOKIE } from "../contracts/cookies";
import { hydraError } from "./http-error";
import en from "./messages/en/server.json";
import ru from "./messages/ru/server.json";
import uk from "./messages/uk/server.json";
import zh from "./messages/zh/server.json";

type Catalogue = Readonly<Record<string, string>>;
/** The portal's languages (the locale check holds this folder to src/i18n's list). */
const CATALOGUES = { en, ru, uk, zh } as const satisfies Record<string, Catalogue>;
export type Locale = keyof typeof CATALOGUES;
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

/** The catalogue's key of an English text, with the arguments taken from it; undefined when the catalogue lacks it. */
const lookup = (text: string): { key: string; values?: Record<string, string> } | undefined => {
  const key = exact.get(text);
  if (key) return { key };
  for (const t of templates) {
    const match = t.regex.exec(text);
    if (match) return { key: t.key, values: Object.fromEntries(t.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
};

/** A key of the catalogue. */
export type ServerTextKey = keyof typeof en;

/** A text the mock writes in a language other than the errors' English (a CSV's header, an e-mail), straight from the catalogue. */
export const serverText = (key: ServerTextKey, locale: Locale, values?: Readonly<Record<string, string | number>>): string =>
  String(new IntlMessageFormat((CATALOGUES[locale] as Catalogue)[key] ?? en[key], locale).format(values));

/** Whether the catalogue holds an English text (a schema's own wording, such as "Expected string, actual 5", it does not). */
export const isCatalogued = (text: string): boolean => lookup(text) !== undefined;

/** One English text in `locale`; unchanged when English or not in the catalogue. */
export const translate = (text: string, locale: Locale): string => {
  if (locale === "en") return text;
  const found = lookup(text);
  if (!found) return text;
  return String(
    new IntlMessageFormat((CATALOGUES[locale] as Catalogue)[found.key] ?? (en as Catalogue)[found.key]!, locale).format(found.values),
  );
};

type Body = Record<string, unknown>;
type ViolationLike = { propertyPath?: unknown; message?: unknown };
/** The fields of an error body that carry a text for a person (a login failure's `error`, a hydra error's description and detail). */
const TEXT_FIELDS = ["error", "hydra:description", "detail"] as const;
/** A violation list's description: its violations as `path: message` lines (http-error.ts writes it so). */
const linesOf = (list: ReadonlyArray<ViolationLike>) => list.map((v) => `${String(v.propertyPath)}: ${String(v.message)}`).join("\n");
const violationsOf = (body: Body): ReadonlyArray<ViolationLike> | undefined =>
  Array.isArray(body.violations) ? (body.violations as ViolationLike[]) : undefined;

/**
 * The texts of an error body, each as the catalogue must hold it: every violation's message, and
 * each text field unless it is the violations' lines (those are the messages again, after their paths).
 */
export const errorTexts = (body: unknown): string[] => {
  if (body === null || typeof body !== "object") return [];
  const record = body as Body;
  const list = violationsOf(record);
  const lines = list ? linesOf(list) : undefined;
  return [
    ...(list ?? []).flatMap((v) => (typeof v.message === "string" ? [v.message] : [])),
    ...TEXT_FIELDS.flatMap((field) => {
      const value = record[field];
      return typeof value === "string" && value !== lines ? [value] : [];
    }),
  ];
};

/** The texts of an encoded error body that the catalogue lacks (the mock must send none: app.ts checks in tests). */
const uncataloguedTexts = (body: unknown): string[] => errorTexts(body).filter((text) => lookup(text) === undefined);

/**
 * An encoded error body with its texts in `locale`: each violation's message, then the description
 * and detail rebuilt from the translated violations (a line's path is never taken into a template:
 * «pin: Pin» came from matching the whole `pin: Pin is required`), and any other text field whole.
 */
export const translateErrorBody = (body: unknown, locale: Locale): unknown => {
  if (locale === "en" || body === null || typeof body !== "object") return body;
  const record: Body = { ...(body as Body) };
  const list = violationsOf(record);
  const lines = list ? linesOf(list) : undefined;
  if (list) {
    record.violations = list.map((v) => (typeof v.message === "string" ? { ...v, message: translate(v.message, locale) } : v));
  }
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value !== "string") continue;
    record[field] = value === lines ? linesOf(record.violations as ViolationLike[]) : translate(value, locale);
  }
  return record;
};

/** The language a request asks for: its `_locale` cookie, else its `Accept-Language`. */
export const localeOf = (request: FastifyRequest): Locale => {
  const header = request.headers.cookie;
  const cookie = header ? request.server.parseCookie(header)[LOCALE_COOKIE] : undefined;
  return requestLocale(cookie, request.headers["accept-language"]);
};

/**
 * Sends an encoded error body in the request's language. `strict` (the tests' servers) answers 500
 * naming any text the catalogue lacks instead, so that no English text reaches another language unseen.
 */
export const sendErrorBody = (reply: FastifyReply, status: number, body: unknown, strict: boolean): FastifyReply => {
  const missing = strict ? uncataloguedTexts(body) : [];
  const type = "application/ld+json; charset=utf-8";
  if (missing.length > 0) {
    return reply
      .code(500)
      .type(type)
      .send(hydraError(500, `Not in mock-server/messages: ${missing.join(" | ")}`));
  }
  return reply
    .code(status)
    .type(type)
    .send(translateErrorBody(body, localeOf(reply.request)));
};

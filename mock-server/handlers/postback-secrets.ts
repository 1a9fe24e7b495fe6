/**
 * One rule for a postback URL's secrets, wherever a delivery is shown (a test's result, the delivery
 * log: issue 35.5, decision 059): the URL is the one the receiver was sent, byte for byte (the
 * request's own serialisation, `%20` stays `%20`), with a password in it and the values of
 * secret-looking parameters replaced by `***`, and nothing else touched; the same secrets masked
 * wherever the receiver echoes them (its answer, an error). The exact URL leaves the server only when
 * the publisher asks for it (`urlWithSecrets`).
 */

/** Query parameters whose values are secrets. */
const SECRET_PARAM = /token|secret|key|pass|pwd|auth|sig|hash|credential/i;
export const MASK = "***";

/** The URL as a request sends it (WHATWG serialisation: what `fetch` puts on the wire); the text itself when it is no URL. */
export const sentUrl = (url: string): string => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

/** A query parameter's name as a receiver reads it (`+` a space, percent-decoded). */
const paramName = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replaceAll("+", " "));
  } catch {
    return raw;
  }
};

/** The URL's parts kept as they are: before the query (scheme, authority, path), the query, the fragment. */
const split = (url: string) => {
  const hashAt = url.indexOf("#");
  const withoutFragment = hashAt < 0 ? url : url.slice(0, hashAt);
  const fragment = hashAt < 0 ? "" : url.slice(hashAt);
  const queryAt = withoutFragment.indexOf("?");
  return {
    head: queryAt < 0 ? withoutFragment : withoutFragment.slice(0, queryAt),
    query: queryAt < 0 ? null : withoutFragment.slice(queryAt + 1),
    fragment,
  };
};

/** `scheme://user:` then the password, up to the `@` that ends the authority. */
const PASSWORD = /^([a-z][a-z\d+.-]*:\/\/[^/?#@:]*:)([^/?#@]+)@/i;

/**
 * The URL as sent, its secrets masked: only the password's and the secret parameters' own characters
 * change, every other byte (the encoding of the other values included) is what the receiver got.
 */
export const maskUrl = (url: string): string => {
  const { head, query, fragment } = split(sentUrl(url));
  const maskedHead = head.replace(PASSWORD, (_, before: string) => `${before}${MASK}@`);
  const maskedQuery =
    query === null
      ? ""
      : `?${query
          .split("&")
          .map((pair) => {
            const eq = pair.indexOf("=");
            if (eq < 0 || eq === pair.length - 1 || !SECRET_PARAM.test(paramName(pair.slice(0, eq)))) return pair;
            return `${pair.slice(0, eq)}=${MASK}`;
          })
          .join("&")}`;
  return `${maskedHead}${maskedQuery}${fragment}`;
};

/** Whether `maskUrl` hides anything of this URL: then the exact URL is worth asking for. */
export const hasSecrets = (url: string): boolean => maskUrl(url) !== sentUrl(url);

/** The secret values a URL carries, as written in it and as decoded, longest first (to mask wherever they echo back). */
const secretsOf = (url: string): string[] => {
  const { head, query } = split(sentUrl(url));
  const raw: string[] = [];
  const password = PASSWORD.exec(head)?.[2];
  if (password) raw.push(password);
  for (const pair of query?.split("&") ?? []) {
    const eq = pair.indexOf("=");
    if (eq > 0 && SECRET_PARAM.test(paramName(pair.slice(0, eq)))) raw.push(pair.slice(eq + 1));
  }
  const values = raw.flatMap((value) => [value, paramName(value), encodeURIComponent(paramName(value))]);
  return [...new Set(values.filter((v) => v.length >= 3))].sort((a, b) => b.length - a.length);
};

/** A receiver's answer or an error with the URL's secrets masked (a tracker often echoes the query it got). */
export const maskSecrets = (text: string | null, url: string): string | null =>
  text === null ? null : secretsOf(url).reduce((masked, secret) => masked.replaceAll(secret, MASK), text);

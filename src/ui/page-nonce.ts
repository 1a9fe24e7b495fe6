/**
 * The page's nonce, for an element the portal adds to the page that its Content-Security-Policy
 * admits only with it (mock-server/security-headers.ts: the custom script, a table's fold style).
 * The server puts the nonce on the page's <script> tags; the browser hides it from the attribute but
 * keeps it in the element's `nonce` property. Empty when the page was served without one (Vite in
 * development) or is being pre-rendered.
 */
export const pageNonce = (): string =>
  typeof document === "undefined" ? "" : (document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "");

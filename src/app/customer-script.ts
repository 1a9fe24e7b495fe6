/**
 * Runs the customer's custom script (customer.customJs) once per page load.
 *
 * The page's Content-Security-Policy admits no inline script but the one carrying the response's
 * nonce (mock-server/security-headers.ts). The server puts that nonce on the page's <script> tags;
 * the browser hides it from the attribute but keeps it in the element's `nonce` property, from which
 * the custom script's element takes it.
 */
import { pageNonce } from "../ui/page-nonce";

let ran = false;

export const runCustomerScript = (code: string | null | undefined): void => {
  if (ran || !code) return;
  ran = true;
  const script = document.createElement("script");
  script.dataset.customerScript = "true";
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.textContent = code;
  document.head.appendChild(script);
};

/**
 * The scripts of a pre-rendered public page (login, registration, password reset), asked for once the
 * page has painted (docs/decisions/062-public-pages-paint-first.md).
 *
 * The form is on screen and can be typed into from the HTML alone (decision 045); React takes it over
 * when its scripts have run. Named in the head, those scripts left with the HTML and, on a phone, ran
 * before the browser's first paint whenever they arrived first: the page stayed blank while they ran.
 * Asked for after the first frame they cannot hold the paint back, and the list names the page's own
 * chunks too (its layout, its module, its messages), which the entry used to find only once it had run,
 * one round trip later.
 *
 * `loadAfterFirstPaint` is inlined into the pre-rendered HTML as its source text (scripts/prerender.ts),
 * at the end of the body, so the document is whole when the entry runs; it refers to nothing outside
 * itself. The entry keeps the nonce the server gave this script (the page's Content-Security-Policy
 * admits the portal's own files anyway; src/ui/page-nonce.ts reads the nonce from a script tag). A tab
 * opened in the background paints no frame: there the scripts are asked for at once.
 */
export function loadAfterFirstPaint(entry: string, preloads: readonly string[]): void {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  let asked = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "anonymous";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "anonymous";
    script.src = entry;
    if (nonce) script.nonce = nonce;
    document.head.append(script);
  };
  // A frame's callback runs before that frame is painted; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(ask, 0));
  // A hidden tab paints no frame (nor runs that callback) until it is shown: there the scripts are
  // asked for at once. A shown tab waits for its frame however busy the device is.
  const whileHidden = () => {
    if (asked) return;
    if (document.visibilityState === "hidden") ask();
    else setTimeout(whileHidden, 500);
  };
  whileHidden();
}

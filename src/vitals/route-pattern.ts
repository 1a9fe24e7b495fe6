/**
 * The route pattern a path is shown by ("/publisher/offers/4102" → "/publisher/offers/:id"), chosen
 * among the route table's patterns as React Router ranks them: the most static segments first, a
 * parameter before a catch-all (`*`). Case-insensitive and blind to a trailing slash, like the router.
 */
const segments = (path: string) => path.toLowerCase().replace(/\/+$/, "").split("/");

/** How well `pattern` fits `path`: null when it does not match, otherwise higher for a more specific pattern. */
const score = (pattern: string, path: readonly string[]): number | null => {
  const parts = segments(pattern);
  const splat = parts.at(-1) === "*";
  const fixed = splat ? parts.slice(0, -1) : parts;
  if (splat ? path.length < fixed.length : path.length !== fixed.length) return null;
  let total = splat ? -2 : 0;
  for (const [index, part] of fixed.entries()) {
    if (part.startsWith(":")) {
      if (!path[index]) return null;
      total += 3;
    } else if (part === path[index]) total += 10;
    else return null;
  }
  return total;
};

/** The pattern among `patterns` that shows `pathname`, or null when none does. */
export const routePattern = (pathname: string, patterns: readonly string[]): string | null => {
  const path = segments(pathname);
  let best: { pattern: string; score: number } | null = null;
  for (const pattern of patterns) {
    const fit = score(pattern, path);
    if (fit !== null && (best === null || fit > best.score)) best = { pattern, score: fit };
  }
  return best?.pattern ?? null;
};

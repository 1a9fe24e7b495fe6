/**
 * The rules of a stylesheet that a pre-rendered frame's markup can use (decision 072): a style rule is
 * kept when, for one of its selectors, every class named outside a pseudo-class's own list (`:where`,
 * `:not`, `:is`, `:has`) is on an element of the markup or in `alwaysClasses` (what the head's script
 * may put on <html>: dark, a collapsed sidebar). Everything else of the sheet stays as it is: the theme's
 * variables, the base rules, @property, @keyframes, media and layer blocks (emptied of dropped rules).
 * It keeps more than it needs, never less: a rule whose classes are all on the page is kept, whatever
 * else its selector asks.
 */
import { transform } from "lightningcss";

/** The classes on the elements of `markup` (its `class="…"` attributes). */
export const markupClasses = (markup: string): Set<string> => {
  const classes = new Set<string>();
  for (const [, list] of markup.matchAll(/\bclass="([^"]*)"/g))
    for (const name of list!.split(/\s+/)) if (name) classes.add(name.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  return classes;
};

export const criticalCss = (css: string, markup: string, alwaysClasses: readonly string[]): string => {
  const used = markupClasses(markup);
  for (const name of alwaysClasses) used.add(name);
  const { code } = transform({
    filename: "critical.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        // Undefined keeps the rule untouched; an empty list removes it.
        style: (rule) =>
          rule.value.selectors.some((selector) => selector.every((part) => part.type !== "class" || used.has(part.name))) ? undefined : [],
      },
    },
  });
  return code.toString();
};

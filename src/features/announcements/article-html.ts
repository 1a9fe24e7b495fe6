/**
 * An article's body as safe nodes (docs/decisions/025-news-support-notifications.md). The contract
 * says the body is HTML as the backend stores it; the mock sends plain text (paragraphs split by a
 * blank line, decision 022). Plain text becomes paragraphs. HTML is parsed by the browser's
 * DOMParser (which runs no script and loads nothing) and walked here into an allow-list: a few
 * text-level and block tags with no attribute at all, except a link's `href` when it is http(s),
 * mailto or relative. Script-like elements are dropped with their content; other elements are
 * unwrapped (their text stays). React renders the result as elements, never as innerHTML.
 */

/** The tags kept; `h1` becomes `h2` (the page has its own heading). */
const KEPT = ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "code", "pre", "a"] as const;
export type ArticleTag = (typeof KEPT)[number];

/** Dropped with everything inside them. */
const DROPPED = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "head",
  "title",
  "link",
  "meta",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "img",
  "video",
  "audio",
  "source",
  "canvas",
]);

export type ArticleNode =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "element"; readonly tag: ArticleTag; readonly href?: string; readonly children: ReadonlyArray<ArticleNode> };

/** What the walk reads of a DOM node (a real `Node` fits; tests pass plain objects). */
export interface NodeLike {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<NodeLike>;
  readonly getAttribute?: (name: string) => string | null;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const isKept = (tag: string): tag is ArticleTag => (KEPT as ReadonlyArray<string>).includes(tag);

/** A link's target when it is safe: http(s), mailto, or relative (no scheme); otherwise none. */
export const safeHref = (raw: string | null | undefined): string | undefined => {
  // Browsers ignore control characters and spaces around and inside a scheme ("java\tscript:"): so does the check.
  const bare = Array.from(raw ?? "")
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join("");
  if (!raw || !bare) return undefined;
  const href = raw.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
  if (scheme === undefined) return bare.startsWith("//") ? `https:${bare}` : href;
  return scheme === "http" || scheme === "https" || scheme === "mailto" ? href : undefined;
};

/** The safe nodes of `nodes` (a parsed body's children). */
export const sanitizeNodes = (nodes: ArrayLike<NodeLike>): ArticleNode[] =>
  Array.from(nodes).flatMap((node): ArticleNode[] => {
    if (node.nodeType === TEXT_NODE) return node.nodeValue ? [{ kind: "text", text: node.nodeValue }] : [];
    if (node.nodeType !== ELEMENT_NODE) return [];
    const name = node.nodeName.toLowerCase();
    if (DROPPED.has(name)) return [];
    const children = sanitizeNodes(node.childNodes);
    const tag = name === "h1" ? "h2" : name;
    if (!isKept(tag)) return children;
    if (tag === "a") {
      const href = safeHref(node.getAttribute?.("href"));
      return [href === undefined ? { kind: "element", tag, children } : { kind: "element", tag, href, children }];
    }
    return [{ kind: "element", tag, children }];
  });

/** Whether the body is HTML rather than plain text (it has a tag). */
export const looksLikeHtml = (body: string): boolean => /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>/i.test(body);

/** Plain text as paragraphs: split on blank lines; single line breaks kept as `br`. */
export const textParagraphs = (body: string): ArticleNode[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => ({
      kind: "element",
      tag: "p",
      children: paragraph.split(/\r?\n/).flatMap((line, i): ArticleNode[] =>
        i === 0
          ? [{ kind: "text", text: line }]
          : [
              { kind: "element", tag: "br", children: [] },
              { kind: "text", text: line },
            ],
      ),
    }));

/** The body as safe nodes: parsed and filtered when it is HTML (`parse` is the browser's DOMParser), paragraphs otherwise. */
export const articleNodes = (body: string, parse: (html: string) => ArrayLike<NodeLike>): ArticleNode[] =>
  looksLikeHtml(body) ? sanitizeNodes(parse(body)) : textParagraphs(body);

/** Whether the nodes hold any visible text (an empty body, or HTML of empty tags, does not). */
export const hasText = (nodes: ReadonlyArray<ArticleNode>): boolean =>
  nodes.some((node) => (node.kind === "text" ? node.text.trim() !== "" : hasText(node.children)));

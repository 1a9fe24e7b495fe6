/** The article body's sanitiser (src/features/announcements/article-html.ts), on node trees shaped like the browser's DOMParser output. */
import { describe, expect, it } from "vitest";
import {
  type NodeLike,
  articleNodes,
  hasText,
  safeHref,
  sanitizeNodes,
  textParagraphs,
} from "../../src/features/announcements/article-html";

const text = (value: string): NodeLike => ({ nodeType: 3, nodeName: "#text", nodeValue: value, childNodes: [] });
const el = (name: string, attributes: Record<string, string>, ...children: NodeLike[]): NodeLike => ({
  nodeType: 1,
  nodeName: name.toUpperCase(),
  nodeValue: null,
  childNodes: children,
  getAttribute: (key) => attributes[key] ?? null,
});
const comment = (value: string): NodeLike => ({ nodeType: 8, nodeName: "#comment", nodeValue: value, childNodes: [] });

describe("article body", () => {
  it("drops scripts, styles, frames and images with their content, and every attribute but a safe href", () => {
    const nodes = sanitizeNodes([
      el("script", {}, text("alert(1)")),
      el("p", { onclick: "steal()", style: "color:red", class: "x" }, text("Hello "), el("strong", { onmouseover: "x()" }, text("world"))),
      el("img", { src: "x", onerror: "alert(1)" }),
      el("iframe", { src: "https://evil.example" }, text("frame")),
      el("style", {}, text("body{display:none}")),
      comment("hidden"),
    ]);
    expect(nodes).toEqual([
      {
        kind: "element",
        tag: "p",
        children: [
          { kind: "text", text: "Hello " },
          { kind: "element", tag: "strong", children: [{ kind: "text", text: "world" }] },
        ],
      },
    ]);
    expect(JSON.stringify(nodes)).not.toMatch(/alert|steal|onclick|onerror|style|evil/);
  });

  it("unwraps unknown elements, keeps their text, and makes h1 an h2", () => {
    expect(sanitizeNodes([el("div", {}, el("h1", {}, text("Title")), el("span", {}, text("body")))])).toEqual([
      { kind: "element", tag: "h2", children: [{ kind: "text", text: "Title" }] },
      { kind: "text", text: "body" },
    ]);
  });

  it("keeps http(s), mailto and relative links and refuses javascript:, data: and disguised schemes", () => {
    expect(safeHref("https://example.com/a")).toBe("https://example.com/a");
    expect(safeHref("mailto:a@example.com")).toBe("mailto:a@example.com");
    expect(safeHref("/publisher/offers")).toBe("/publisher/offers");
    expect(safeHref("//cdn.example.com/x")).toBe("https://cdn.example.com/x");
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " java\tscript:alert(1)",
      "java\nscript:x",
      "data:text/html,<script>",
      "vbscript:x",
      "",
    ]) {
      expect(safeHref(bad), bad).toBeUndefined();
    }
    const [link] = sanitizeNodes([el("a", { href: "javascript:alert(1)", onclick: "x" }, text("click"))]);
    expect(link).toEqual({ kind: "element", tag: "a", children: [{ kind: "text", text: "click" }] });
  });

  it("turns plain text into paragraphs split by blank lines, single breaks kept", () => {
    expect(textParagraphs("One\nline two\n\n  Two  \n\n\n")).toEqual([
      {
        kind: "element",
        tag: "p",
        children: [
          { kind: "text", text: "One" },
          { kind: "element", tag: "br", children: [] },
          { kind: "text", text: "line two" },
        ],
      },
      { kind: "element", tag: "p", children: [{ kind: "text", text: "Two" }] },
    ]);
  });

  it("parses only what looks like HTML, and an empty body (or empty tags) has no text", () => {
    const parse = () => [el("p", {}, text("parsed"))];
    expect(articleNodes("<p>x</p>", parse)).toEqual([{ kind: "element", tag: "p", children: [{ kind: "text", text: "parsed" }] }]);
    expect(articleNodes("1 < 2 and 3 > 2", parse)).toEqual([
      { kind: "element", tag: "p", children: [{ kind: "text", text: "1 < 2 and 3 > 2" }] },
    ]);
    expect(hasText(articleNodes("", parse))).toBe(false);
    expect(hasText(sanitizeNodes([el("p", {}, text("  ")), el("script", {}, text("x"))]))).toBe(false);
    expect(hasText(articleNodes("Text", parse))).toBe(true);
  });
});

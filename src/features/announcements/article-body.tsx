/** An article's body, rendered from safe nodes (article-html.ts), never as innerHTML; "Article is empty." when it has no text. */
import { type ReactNode, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { type ArticleNode, articleNodes, hasText } from "./article-html";
import { Card } from "../../ui/card";

/** The browser's parser: an inert document (no script runs, nothing loads); its body's children. */
const parseHtml = (html: string) => new DOMParser().parseFromString(html, "text/html").body.childNodes;

const STYLE: Partial<Record<string, string>> = {
  h2: "mt-6 text-lg font-semibold text-slate-900 dark:text-slate-50",
  h3: "mt-5 text-base font-semibold text-slate-900 dark:text-slate-50",
  h4: "mt-4 text-sm font-semibold text-slate-900 dark:text-slate-50",
  ul: "list-disc space-y-1 pl-6",
  ol: "list-decimal space-y-1 pl-6",
  blockquote: "border-l-4 border-slate-300 pl-4 italic dark:border-slate-600",
  pre: "overflow-x-auto rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800",
  code: "rounded bg-slate-100 px-1 text-[0.9em] dark:bg-slate-800",
  a: "font-medium text-teal-800 underline underline-offset-2 dark:text-teal-300",
};

const render = (nodes: ReadonlyArray<ArticleNode>): ReactNode[] =>
  nodes.map((node, i) => {
    if (node.kind === "text") return node.text;
    const Tag = node.tag;
    if (Tag === "br") return <br key={i} />;
    if (Tag === "a") {
      const external = node.href !== undefined && /^https?:/i.test(node.href);
      return (
        <a key={i} href={node.href} className={STYLE.a} {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}>
          {render(node.children)}
        </a>
      );
    }
    return (
      <Tag key={i} className={STYLE[Tag]}>
        {render(node.children)}
      </Tag>
    );
  });

export const ArticleBody = ({ body }: { body: string }) => {
  const nodes = useMemo(() => articleNodes(body, parseHtml), [body]);
  if (!hasText(nodes)) {
    return (
      <Card as="p" className="px-4 py-6 text-sm text-slate-600 dark:text-slate-300">
        <FormattedMessage id="news.article.empty" />
      </Card>
    );
  }
  return <div className="space-y-4 text-base leading-relaxed text-slate-800 dark:text-slate-200">{render(nodes)}</div>;
};

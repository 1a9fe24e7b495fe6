/**
 * The text of a generated list (docs/adding-an-area.md §0): its contract, handler, seed, mock-server
 * test, component and messages. A read-only paged list of records with an id, a subject, a status
 * (open or closed, the filter) and a creation time, ordered by id, status or time. Prettier formats
 * every file before it is written (scripts/new-list.ts).
 */
import type { Locale } from "../../src/i18n/locales";
import type { Names } from "./names";

/** A module's names that a piece of code needs imported. */
export interface Needed {
  readonly from: string;
  readonly names: ReadonlyArray<string>;
}

const importLine = ({ from, names }: Needed) => `import { ${names.join(", ")} } from "${from}";`;
const importLines = (needed: ReadonlyArray<Needed>) => needed.map(importLine).join("\n");

// The contract ---------------------------------------------------------------------------------------

/** What the list's schemas and endpoint use, besides the group's own imports (`HttpApiGroup`, `Session`). */
export const contractImports = (): ReadonlyArray<Needed> => [
  { from: "@effect/platform", names: ["HttpApiEndpoint"] },
  { from: "effect", names: ["Schema"] },
  { from: "./hydra", names: ["HydraPagedCollection", "Iri", "ld"] },
  { from: "./list-query", names: ["PagingParams", "choiceParam", "orderParams"] },
];

/** The status, the record, the orderable columns and the query: placed above the group. */
export const contractSchemas = ({
  One,
  ONE,
}: Names) => `export const ${One}Status = Schema.Literal("open", "closed").annotations({ identifier: "${One}Status" });
export type ${One}Status = typeof ${One}Status.Type;

export const ${One} = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("${One}"),
  id: Schema.Int,
  subject: Schema.String,
  status: ${One}Status,
  createdAt: Schema.String.annotations({ description: "RFC 3339 date-time (UTC)" }),
}).annotations({ identifier: "${One}" });
export type ${One} = typeof ${One}.Type;

/** Columns the list can be ordered by; without any \`order[...]\` the list is newest first. */
export const ${ONE}_ORDER = ["id", "status", "createdAt"] as const;

export const ${One}Query = Schema.Struct({
  ...PagingParams,
  status: choiceParam(${One}Status, ${One}Status.literals),
  ...orderParams(${ONE}_ORDER),
});
`;

/** The endpoint, one \`.add(...)\` of the group. */
export const contractEndpoint = ({ list, resource, One }: Names) =>
  `  .add(HttpApiEndpoint.get("${list}", "/${resource}").setUrlParams(${One}Query).addSuccess(ld(HydraPagedCollection(${One}, "${One}Collection"))))`;

/** A new area's contract: the list's schemas and a group of one endpoint. */
export const contractFile = (
  n: Names,
) => `/** ${n.areaTitle} (npm run new:list): the publisher's ${n.listTitle.toLowerCase()}, a paged list filtered by status. */
${importLines([{ from: "@effect/platform", names: ["HttpApiEndpoint", "HttpApiGroup"] }, ...contractImports().slice(1)])}
import { Session } from "./session";

${contractSchemas(n)}
export const ${n.Group} = HttpApiGroup.make("${n.group}")
${contractEndpoint(n)}
  .middleware(Session);
`;

// The handler ----------------------------------------------------------------------------------------

export const handlerImports = ({ area, name, One, ONE, list }: Names): ReadonlyArray<Needed> => [
  { from: "../../contracts/hydra", names: ["iri"] },
  { from: `../../contracts/${area}.contract`, names: [`${ONE}_ORDER`, `${One}Query`] },
  { from: `../seeds/${name}`, names: [`${list}Of`] },
  { from: "./collection", names: ["listResource", "pagedList"] },
  { from: "./list", names: ["isoSeconds", "requestedOrder"] },
];

/** The list resource (its IRI and the parameters its page links keep): placed above the handlers. */
export const handlerResource = ({ One, ONE, resource }: Names) => `const ${ONE}_LIST = listResource("${One}", ${One}Query, "${resource}");`;

/** The endpoint's handler, one method of the group's handlers. */
export const handlerMethod = ({ list, One, ONE, resource }: Names) => `  ${list}({ urlParams: q }, { requireUser, store, request }) {
    const table = ${list}Of(store, requireUser());
    const order = requestedOrder(request, q, ${ONE}_ORDER, { field: "createdAt", direction: "desc" });
    const positions = table.select(q.status ? (r) => r.status === q.status : undefined, order);
    return pagedList(request, ${ONE}_LIST, q, positions, (p) => {
      const r = table.rows[p]!;
      return { "@id": iri("${resource}", r.id), "@type": "${One}" as const, id: r.id, subject: r.subject, status: r.status, createdAt: isoSeconds(r.createdMs) };
    });
  },`;

export const handlersConst = ({ group }: Names) => `${group}Handlers`;

/** A new area's handlers: the list's. */
export const handlerFile = (
  n: Names,
) => `/** ${n.areaTitle}: the publisher's ${n.listTitle.toLowerCase()}, seeded (mock-server/seeds/${n.name}.ts), filtered by status, ordered and paged. */
${importLines(handlerImports(n).slice(0, 1))}
${importLines(handlerImports(n).slice(1, 2))}
import type { HandlersOf } from "../handler-types";
${importLines(handlerImports(n).slice(2))}

${handlerResource(n)}

export const ${handlersConst(n)}: HandlersOf<"${n.group}"> = {
${handlerMethod(n)}
};
`;

// The seed and the mock server's test ------------------------------------------------------------------

export const seedFile = ({
  area,
  name,
  list,
  One,
}: Names) => `/** ${One} records of each publisher, seeded (docs/adding-an-area.md): none for a new publisher. */
import type { ${One}Status } from "../../contracts/${area}.contract";
import { seededList } from "./seeded-list";

export interface ${One}Record {
  readonly id: number;
  readonly subject: string;
  readonly status: ${One}Status;
  readonly createdMs: number;
}

const STATUSES: ReadonlyArray<${One}Status> = ["open", "closed"];

/** The publisher's ${list}, oldest first; the columns the list orders by. */
export const ${list}Of = seededList(
  "${name}",
  ({ random, publisher, seededAtMs }) =>
    publisher.statusNew
      ? []
      : Array.from({ length: 25 }, (_, i) => ({
          id: i + 1,
          subject: \`${One} \${i + 1}\`,
          status: random.pick(STATUSES),
          createdMs: seededAtMs - (25 - i) * 3_600_000,
        })),
  { id: (r: ${One}Record) => r.id, status: (r: ${One}Record) => r.status, createdAt: (r: ${One}Record) => r.createdMs },
);
`;

export const testFile = ({
  area,
  list,
  One,
  resource,
}: Names) => `/** ${One} records on the mock server (docs/adding-an-area.md): paging, the status filter, order, a new publisher's empty list, 401, 422. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ${One} } from "../../contracts/${area}.contract";
import { API, client, startMock, type Mock } from "./helpers";

const URL = \`\${API}/${resource}\`;
interface Page {
  "hydra:member": ${One}[];
  "hydra:totalItems": number;
}

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.app.close());

describe("GET /${resource}", () => {
  it("answers 401 without a session", async () => {
    expect((await client(mock).get(URL)).statusCode).toBe(401);
  });

  it("pages the publisher's ${list}, filters by status and orders by id", async () => {
    const demo = client(mock);
    await demo.login();
    const all = (await demo.get(\`\${URL}?itemsPerPage=100\`)).json<Page>();
    expect(all["hydra:totalItems"]).toBeGreaterThan(0);
    const page = (await demo.get(\`\${URL}?itemsPerPage=10&page=2\`)).json<Page>();
    expect(page["hydra:member"].map((t) => t.id)).toEqual(all["hydra:member"].slice(10, 20).map((t) => t.id));
    const open = (await demo.get(\`\${URL}?status=open&itemsPerPage=100\`)).json<Page>();
    expect(open["hydra:member"].every((t) => t.status === "open")).toBe(true);
    expect(open["hydra:totalItems"]).toBe(all["hydra:member"].filter((t) => t.status === "open").length);
    const ids = (await demo.get(\`\${URL}?order%5Bid%5D=asc&itemsPerPage=100\`)).json<Page>()["hydra:member"].map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("answers an empty list to a new publisher, and 422 to a status it does not know", async () => {
    const newbie = client(mock);
    await newbie.login("newbie");
    expect((await newbie.get(URL)).json<Page>()["hydra:totalItems"]).toBe(0);
    expect((await newbie.get(\`\${URL}?status=lost\`)).statusCode).toBe(422);
  });
});
`;

/** Its case in tests/contract/conformance.test.ts (every endpoint is driven through Prism's validating proxy). */
export const conformanceCase = ({
  group,
  list,
  resource,
}: Names) => `  it("${group}.${list}: a page filtered by status and ordered by id (npm run new:list); 422 on a bad status", async () => {
    const session = await login();
    const page = await expectCall("${group}.${list}", { path: "/${resource}?status=open&order%5Bid%5D=asc", session }, 200);
    expect(page.body["hydra:totalItems"]).toBeGreaterThan(0);
    expectViolation(await expectCall("${group}.${list}", { path: "/${resource}?status=lost", session, via: "prismResponses" }, 422), "status");
  });
`;

// The component ------------------------------------------------------------------------------------

/**
 * The list: a page of its own (default export, the page title, labelled by it) or a tab's list (a named
 * export, labelled by its own title).
 */
export const componentFile = (n: Names, kind: "page" | "tab") => {
  const { area, group, list, One, ONE } = n;
  const label = kind === "page" ? `menu.${group}` : `${list}.title`;
  const body = `  const intl = useIntl();
  const { timeZone } = usePublisherDays();
  const dateTime = useDateTimeFormat(timeZone);
  const state = useListState({ query: ${One}Query, sortable: ${ONE}_ORDER, filters: FILTERS });
  const ${list} = useListQuery(state, (query) => withApi((api) => api.${group}.${list}({ urlParams: query })));
  const columns = useMemo(
    () =>
      [
        column.accessor("id", { header: () => <FormattedMessage id="${list}.id" />, cell: (c) => <span className="tabular-nums">#{c.getValue()}</span> }),
        column.accessor("subject", { enableSorting: false, header: () => <FormattedMessage id="${list}.subject" /> }),
        column.accessor("status", { header: () => <FormattedMessage id="${list}.status" />, cell: (c) => <FormattedMessage id={\`${list}.status.\${c.getValue()}\`} /> }),
        column.accessor("createdAt", { header: () => <FormattedMessage id="${list}.createdAt" />, cell: (c) => <span className="tabular-nums">{dateTime(c.getValue())}</span> }),
      ] as ReadonlyArray<ColumnDef<${One}, never>>,
    [dateTime],
  );`;
  const view = `<ListView
      label={intl.formatMessage({ id: "${label}" })}
      state={state}
      columns={columns}
      query={${list}}
      rowKey={(row) => String(row.id)}
      filters={FILTERS}
      dateRange={false}
    />`;
  return `/** ${kind === "page" ? `${n.areaTitle}: the publisher's ${n.listTitle.toLowerCase()}` : `The publisher's ${n.listTitle.toLowerCase()}`} (docs/adding-an-area.md), paged, filtered by status, ordered by id, status or time. */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { type ${One}, ${ONE}_ORDER, ${One}Query, ${One}Status } from "../../../contracts/${area}.contract";
import { withApi } from "../../api";
import { useListQuery } from "../../app/use-list-query";
import { type FilterField, ListView, useDateTimeFormat, useListState, usePublisherDays, withContract } from "../../ui/list";
${kind === "page" ? `import { PageTitle } from "../../ui/page-title";\n` : ""}
const FILTERS: ReadonlyArray<FilterField> = withContract(${One}Query, [
  { name: "status", labelId: "${list}.status", kind: "select", options: ${One}Status.literals.map((value) => ({ value, labelId: \`${list}.status.\${value}\` })) },
]);

const column = createColumnHelper<${One}>();

${
  kind === "page"
    ? `export default function ${n.Page}() {
${body}
  return (
    <div className="space-y-4">
      <PageTitle id="menu.${group}" />
      ${view}
    </div>
  );
}`
    : `export const ${n.List} = () => {
${body}
  return ${view};
};`
}
`;
};

// The messages ---------------------------------------------------------------------------------------

/** Column and status names in each language; the list's and the area's titles are English everywhere until translated. */
const WORDS: Record<string, Record<Locale, string>> = {
  id: { en: "ID", ru: "ID", uk: "ID", zh: "ID" },
  subject: { en: "Subject", ru: "Тема", uk: "Тема", zh: "主题" },
  status: { en: "Status", ru: "Статус", uk: "Статус", zh: "状态" },
  createdAt: { en: "Created", ru: "Создано", uk: "Створено", zh: "创建时间" },
  "status.open": { en: "Open", ru: "Открыт", uk: "Відкритий", zh: "未关闭" },
  "status.closed": { en: "Closed", ru: "Закрыт", uk: "Закритий", zh: "已关闭" },
};

/** The list's key set in one language; a tab's list has a title of its own (its tab's label). */
export const listMessages = ({ list, listTitle }: Names, locale: Locale, kind: "page" | "tab"): Record<string, string> => ({
  ...(kind === "tab" ? { [`${list}.title`]: listTitle } : {}),
  ...Object.fromEntries(Object.entries(WORDS).map(([key, text]) => [`${list}.${key}`, text[locale]])),
});

/** The message keys whose text is English in every language (the names given on the command line). */
export const untranslated = ({ list, group }: Names, kind: "page" | "tab") => (kind === "page" ? [`menu.${group}`] : [`${list}.title`]);

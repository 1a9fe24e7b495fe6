/**
 * `npm run new:list -- <area> <name>` (e.g. `support tickets`): the skeleton of a paged list endpoint
 * with its page, as docs/adding-an-area.md describes it. Writes the files that are new (the seed, the
 * list component, the mock-server test and one message file per language) and prints the code to add to
 * the area's contract, its handler and the page that shows the list. Writes nothing that exists.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const [area, name] = process.argv.slice(2);
if (!area || !name || !/^[a-z][a-z-]*$/.test(area) || !/^[a-z][a-z-]*s$/.test(name)) {
  console.error("usage: npm run new:list -- <area> <name>   (kebab-case; the name is a plural, e.g. support tickets)");
  process.exit(2);
}
const root = join(import.meta.dirname, "..");
const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (s: string) => camel(s).replace(/^./, (c) => c.toUpperCase());
const list = camel(name); // tickets
const One = pascal(name.replace(/s$/, "")); // Ticket
const ONE = name.replace(/s$/, "").replace(/-/g, "_").toUpperCase(); // TICKET
const group = camel(area);
const path = `/${name}`;

const files: Record<string, string> = {
  [`mock-server/seeds/${name}.ts`]: `/** ${One}s of each publisher, seeded (docs/adding-an-area.md): none for a new publisher. */
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
  { id: (r: ${One}Record) => r.id, status: (r: ${One}Record) => r.status },
);
`,
  [`src/features/${area}/${name}-list.tsx`]: `/** The publisher's ${list} (docs/adding-an-area.md): paged, filtered by status, ordered by id. */
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { type ${One}, ${ONE}_ORDER, ${One}Query, ${One}Status } from "../../../contracts/${area}.contract";
import { withApi } from "../../api";
import { useListQuery } from "../../app/use-list-query";
import { type FilterField, ListView, useListState, withContract } from "../../ui/list";

const FILTERS: ReadonlyArray<FilterField> = withContract(${One}Query, [
  { name: "status", labelId: "${list}.status", kind: "select", options: ${One}Status.literals.map((value) => ({ value, labelId: \`${list}.status.\${value}\` })) },
]);

const column = createColumnHelper<${One}>();

export const ${pascal(name)}List = () => {
  const intl = useIntl();
  const state = useListState({ query: ${One}Query, sortable: ${ONE}_ORDER, filters: FILTERS });
  const ${list} = useListQuery(state, (query) => withApi((api) => api.${group}.${list}({ urlParams: query })));
  const columns = useMemo(
    () =>
      [
        column.accessor("id", { header: () => <FormattedMessage id="${list}.id" />, cell: (c) => <span className="tabular-nums">#{c.getValue()}</span> }),
        column.accessor("subject", { enableSorting: false, header: () => <FormattedMessage id="${list}.subject" /> }),
        column.accessor("status", { header: () => <FormattedMessage id="${list}.status" />, cell: (c) => <FormattedMessage id={\`${list}.status.\${c.getValue()}\`} /> }),
      ] as ReadonlyArray<ColumnDef<${One}, never>>,
    [],
  );
  return (
    <ListView
      label={intl.formatMessage({ id: "${list}.title" })}
      state={state}
      columns={columns}
      query={${list}}
      rowKey={(row) => String(row.id)}
      filters={FILTERS}
      dateRange={false}
    />
  );
};
`,
  [`tests/mock-server/${name}.test.ts`]: `/** ${One}s on the mock server (docs/adding-an-area.md): paging, the status filter, order, a new publisher's empty list, 401, 422. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ${One} } from "../../contracts/${area}.contract";
import { API, client, startMock, type Mock } from "./helpers";

const URL = \`\${API}${path}\`;
interface Page {
  "hydra:member": ${One}[];
  "hydra:totalItems": number;
}

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.app.close());

describe("GET ${path}", () => {
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
`,
};
const messages = {
  [`${list}.title`]: pascal(name),
  [`${list}.id`]: "Number",
  [`${list}.subject`]: "Subject",
  [`${list}.status`]: "Status",
  [`${list}.status.open`]: "Open",
  [`${list}.status.closed`]: "Closed",
};
for (const locale of ["en", "ru", "uk", "zh"]) files[`src/i18n/messages/${locale}/${name}.json`] = `${JSON.stringify(messages, null, 2)}\n`;

for (const [file, text] of Object.entries(files)) {
  const target = join(root, file);
  if (existsSync(target)) {
    console.log(`kept     ${file} (exists)`);
    continue;
  }
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  console.log(`wrote    ${file}`);
}

console.log(`
Now, by hand (docs/adding-an-area.md):
1. contracts/${area}.contract.ts: the schemas, and the endpoint in the group (then npm run contracts:openapi):

export const ${One}Status = Schema.Literal("open", "closed").annotations({ identifier: "${One}Status" });
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
export const ${ONE}_ORDER = ["id", "status"] as const;
export const ${One}Query = Schema.Struct({ ...PagingParams, status: choiceParam(${One}Status, ${One}Status.literals), ...orderParams(${ONE}_ORDER) });
  .add(HttpApiEndpoint.get("${list}", "${path}").setUrlParams(${One}Query).addSuccess(ld(HydraPagedCollection(${One}, "${One}Collection"))))

2. mock-server/handlers/${area}.ts: the handler, named as the endpoint:

const ${ONE}_LIST = listResource("${One}", ${One}Query, "${name}");
  ${list}({ urlParams: q }, { requireUser, store, request }) {
    const user = requireUser();
    const table = ${list}Of(store, user);
    const order = requestedOrder(request, q, ${ONE}_ORDER, { field: "id", direction: "desc" });
    const positions = table.select(q.status ? (r) => r.status === q.status : undefined, order);
    return pagedList(request, ${ONE}_LIST, q, positions, (p) => {
      const r = table.rows[p]!;
      return { "@id": iri("${name}", r.id), "@type": "${One}" as const, id: r.id, subject: r.subject, status: r.status, createdAt: isoSeconds(r.createdMs) };
    });
  },

3. The page that shows it: a tab (src/features/${area}/${area}-page.tsx: { key: "${list}", label: "${list}.title", content: <${pascal(name)}List /> })
   or a page of its own (a menu entry, or a line in src/routes.tsx, and its budget in scripts/bundle-budgets.json).
4. Translate src/i18n/messages/{ru,uk,zh}/${name}.json; adapt the seed, the columns and the test to the real fields.
`);

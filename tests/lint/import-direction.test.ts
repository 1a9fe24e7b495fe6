/**
 * The import rules of eslint.config.js (docs/decisions/014) report what they forbid: each probe is
 * linted as if it were a file at the path a rule governs, and must fail with that rule; a probe
 * importing only what its folder may import passes.
 */
import { ESLint, type Linter } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

const lint = async (filePath: string, code: string): Promise<Linter.LintMessage[]> => {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result?.messages ?? [];
};

const ruleIds = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId);

describe("no-restricted-paths", () => {
  it.each([
    [
      "a machine imports nothing from src/ (two levels up)",
      "machines/probe/probe.machine.ts",
      'import { inspectorEnabled } from "../../src/app/config";\nexport const probe = inspectorEnabled;\n',
    ],
    [
      "a machine imports nothing from src/ (one level up)",
      "machines/probe.ts",
      'import { inspectorEnabled } from "../src/app/config";\nexport const probe = inspectorEnabled;\n',
    ],
    [
      "the HTTP layer imports nothing from React",
      "src/api/probe.ts",
      'import { useState } from "react";\nexport const probe = useState;\n',
    ],
    [
      "the HTTP layer imports nothing from a React binding",
      "src/api/probe.ts",
      'import { useActor } from "@xstate/react";\nexport const probe = useActor;\n',
    ],
    [
      "the HTTP layer imports nothing from the app",
      "src/api/probe.ts",
      'import { toasts } from "../app/toasts";\nexport const probe = toasts;\n',
    ],
    [
      "shared UI imports nothing from the app",
      "src/ui/probe.ts",
      'import { inspectorEnabled } from "../app/config";\nexport const probe = inspectorEnabled;\n',
    ],
    [
      "shared UI imports nothing from the app (below a folder)",
      "src/ui/form/probe.ts",
      'import { inspectorEnabled } from "../../app/config";\nexport const probe = inspectorEnabled;\n',
    ],
    [
      "the list parts import nothing from the app (not even its toasts)",
      "src/ui/list/probe.ts",
      'import { toasts } from "../../app/toasts";\nexport const probe = toasts;\n',
    ],
    [
      "shared UI imports nothing from the shell",
      "src/ui/probe.tsx",
      'import { Footer } from "../shell/footer";\nexport const probe = Footer;\n',
    ],
    [
      "shared UI imports nothing from the features",
      "src/ui/probe.tsx",
      'import { AuthHeading } from "../features/auth/auth-heading";\nexport const probe = AuthHeading;\n',
    ],
    [
      "a feature imports nothing from the shell",
      "src/features/probe/probe.tsx",
      'import { Footer } from "../../shell/footer";\nexport const probe = Footer;\n',
    ],
    [
      "a feature imports nothing from another feature",
      "src/features/reports/probe.tsx",
      'import { SourcesCard } from "../dashboard/sources-card";\nexport const probe = SourcesCard;\n',
    ],
    [
      "a feature imports nothing from another feature (from below a folder)",
      "src/features/settings/profile/probe.tsx",
      'import { FaqList } from "../../support/faq-list";\nexport const probe = FaqList;\n',
    ],
    [
      "a panel imports nothing from a feature",
      "src/panels/links/probe.tsx",
      'import { FaqList } from "../../features/support/faq-list";\nexport const probe = FaqList;\n',
    ],
    [
      "a panel imports nothing from another panel",
      "src/panels/postbacks/probe.tsx",
      'import { LinkBuilder } from "../links/link-builder";\nexport const probe = LinkBuilder;\n',
    ],
    [
      "a panel imports nothing from the shell",
      "src/panels/links/probe.tsx",
      'import { Footer } from "../../shell/footer";\nexport const probe = Footer;\n',
    ],
    [
      "shared UI imports nothing from the panels",
      "src/ui/probe.tsx",
      'import { ManagerContacts } from "../panels/contacts/manager-contacts";\nexport const probe = ManagerContacts;\n',
    ],
    [
      "the app imports nothing from the features",
      "src/app/probe.ts",
      'import { FaqList } from "../features/support/faq-list";\nexport const probe = FaqList;\n',
    ],
    [
      "the app imports nothing from the shell",
      "src/app/probe.ts",
      'import { Footer } from "../shell/footer";\nexport const probe = Footer;\n',
    ],
    [
      "the journal imports nothing from React",
      "src/journal/probe.ts",
      'import { useState } from "react";\nexport const probe = useState;\n',
    ],
    [
      "the journal imports nothing from a React binding",
      "src/journal/probe.ts",
      'import { useIntl } from "react-intl";\nexport const probe = useIntl;\n',
    ],
    [
      "the journal imports nothing from the shell",
      "src/journal/probe.ts",
      'import { Footer } from "../shell/footer";\nexport const probe = Footer;\n',
    ],
    [
      "the journal imports nothing from the features",
      "src/journal/probe.ts",
      'import { FaqList } from "../features/support/faq-list";\nexport const probe = FaqList;\n',
    ],
    ["a library imports nothing from React", "src/lib/probe.ts", 'import { useState } from "react";\nexport const probe = useState;\n'],
    [
      "a library imports nothing from the shell",
      "src/lib/probe.ts",
      'import { Footer } from "../shell/footer";\nexport const probe = Footer;\n',
    ],
    [
      "a library imports nothing from the features",
      "src/lib/probe.ts",
      'import { FaqList } from "../features/support/faq-list";\nexport const probe = FaqList;\n',
    ],
    [
      "a library imports nothing from shared UI",
      "src/lib/probe.ts",
      'import { PageTitle } from "../ui/page-title";\nexport const probe = PageTitle;\n',
    ],
    [
      "the contracts import nothing from the client",
      "contracts/probe.ts",
      'import { withApi } from "../src/api";\nexport const probe = withApi;\n',
    ],
    [
      "the contracts import nothing from the mock's store",
      "contracts/probe.ts",
      'import { DEFAULT_SEED } from "../mock-server/store/store";\nexport const probe = DEFAULT_SEED;\n',
    ],
    [
      "the contracts import nothing from the flows",
      "contracts/probe.ts",
      'import { sessionMachine } from "../machines/session/session.machine";\nexport const probe = sessionMachine;\n',
    ],
    [
      "the mock server imports nothing from the portal",
      "mock-server/probe.ts",
      'import { formatMoney } from "../src/lib/money";\nexport const probe = formatMoney;\n',
    ],
    [
      "the mock server imports nothing from the portal (below a folder)",
      "mock-server/handlers/probe.ts",
      'import { withApi } from "../../src/api";\nexport const probe = withApi;\n',
    ],
    [
      "the mock server imports nothing from React",
      "mock-server/probe.ts",
      'import { createElement } from "react";\nexport const probe = createElement;\n',
    ],
    [
      "the web-vitals module (an entry of its own) imports nothing of the portal",
      "src/vitals/probe.ts",
      'import { errorReportUrl } from "../app/config";\nexport const probe = errorReportUrl;\n',
    ],
  ])("%s", async (_name, filePath, code) => {
    expect(ruleIds(await lint(filePath, code))).toEqual(["import-x/no-restricted-paths"]);
  });

  it("passes a feature that imports shared UI, the app and React", async () => {
    const code = [
      'import { useState } from "react";',
      'import { useSession } from "../../app/react";',
      'import { PageTitle } from "../../ui/page-title";',
      "export const probe = [useState, useSession, PageTitle];",
      "",
    ].join("\n");
    expect(await lint("src/features/probe/probe.tsx", code)).toEqual([]);
  });

  it("passes a feature that imports its own folder, a panel and a shared part", async () => {
    const code = [
      'import { SourcesCard } from "./sources-card";',
      'import { NotificationsList } from "../../panels/notifications/notifications-list";',
      'import { ChangeBadge } from "../../ui/change-badge";',
      "export const probe = [SourcesCard, NotificationsList, ChangeBadge];",
      "",
    ].join("\n");
    expect(await lint("src/features/dashboard/probe.tsx", code)).toEqual([]);
  });

  it("passes a mock-server module that imports the contracts", async () => {
    const code = 'import { iri } from "../contracts/hydra";\nexport const probe = iri;\n';
    expect(ruleIds(await lint("mock-server/probe.ts", code))).not.toContain("import-x/no-restricted-paths");
  });
});

describe("no-cycle", () => {
  // src/shell/sidebar/menu.tsx imports ./cx: a cx.ts that imports the menu closes a circle.
  it("reports an import that closes a circle", async () => {
    const code = 'import { Menu } from "./menu";\nexport const cx = (...names: unknown[]) => [Menu, ...names].join(" ");\n';
    expect(ruleIds(await lint("src/shell/sidebar/cx.ts", code))).toContain("import-x/no-cycle");
  });

  it("reports a circle closed by a lazy import", async () => {
    const code = 'export const cx = (...names: unknown[]) => names.join(" ");\nexport const load = () => import("./menu");\n';
    expect(ruleIds(await lint("src/shell/sidebar/cx.ts", code))).toContain("import-x/no-cycle");
  });

  it("passes the same module without the circle", async () => {
    const code = 'export const cx = (...names: unknown[]) => names.join(" ");\n';
    expect(await lint("src/shell/sidebar/cx.ts", code)).toEqual([]);
  });
});

describe("flow implementations in one place", () => {
  const provided = [
    'import { lookupMachine } from "../../../machines/lookup/lookup.machine";',
    "export const probe = lookupMachine.provide({ actions: {} });",
    "",
  ].join("\n");

  it("reports a machine provided in a page", async () => {
    expect(ruleIds(await lint("src/features/offers/probe.tsx", provided))).toContain("no-restricted-syntax");
  });

  it("reports a machine provided in a hook file of another name", async () => {
    expect(ruleIds(await lint("src/features/offers/offer-flow.ts", provided))).toContain("no-restricted-syntax");
  });

  it("passes the same code in a flow-implementations.ts", async () => {
    expect(await lint("src/features/offers/flow-implementations.ts", provided)).toEqual([]);
  });
});

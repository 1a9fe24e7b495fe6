/**
 * Component tests call the API as the portal does, same-origin, against mock servers started once
 * for the run in Node (a DOM environment replaces Node's URL and fetch, which the server needs): one
 * per vitest worker, so that two test files never share a server's state (as e2e/fixtures.ts does).
 */
import type { TestProject } from "vitest/node";
import { buildApp } from "../../mock-server/app";

declare module "vitest" {
  export interface ProvidedContext {
    /** The mock servers' origins, one per worker (VITEST_POOL_ID - 1). */
    componentServers: string[];
  }
}

export default async function setup(project: TestProject) {
  // As many as the project's workers: a run that narrows the root's count (`--maxWorkers=1`, as
  // Stryker's runner does) leaves the projects at this file's 2, and two workers on one server reset
  // each other's state between their steps (a sign-in undone, a launch left waiting).
  const workers = Math.max(Number(project.config.maxWorkers) || 0, Number(project.globalConfig.maxWorkers) || 0, 1);
  const apps = await Promise.all(
    Array.from({ length: workers }, async () => {
      const { app } = await buildApp({ validateResponses: true });
      await app.listen({ port: 0, host: "127.0.0.1" });
      return app;
    }),
  );
  project.provide(
    "componentServers",
    apps.map((app) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`),
  );
  return async () => {
    for (const app of apps) {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    }
  };
}

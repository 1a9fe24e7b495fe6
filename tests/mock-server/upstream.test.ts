import Fastify from "fastify";
import { afterAll, expect, it } from "vitest";
import { buildApp } from "../../mock-server/app";

const upstream = Fastify();
upstream.get("/publisher/api/publishers/current", async (request) => ({ from: "upstream", cookie: request.headers.cookie ?? null }));
afterAll(() => upstream.close());

it("with an upstream address, proxies /publisher/api there and turns the mock routes and controls off", async () => {
  await upstream.listen({ port: 0, host: "127.0.0.1" });
  const { port } = upstream.server.address() as { port: number };
  const { app } = await buildApp({ upstream: `http://127.0.0.1:${port}` });
  const proxied = await app.inject({ method: "GET", url: "/publisher/api/publishers/current", cookies: { PHPSESSID: "abc" } });
  expect(proxied.json()).toEqual({ from: "upstream", cookie: "PHPSESSID=abc" });
  expect((await app.inject({ method: "POST", url: "/__mock/reset" })).statusCode).toBe(404);
  await app.close();
});

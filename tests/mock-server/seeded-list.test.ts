/** A seeded read-only list (mock-server/seeds/seeded-list.ts): one table per publisher and reset, the same rows for the same seed. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seededList } from "../../mock-server/seeds/seeded-list";
import { type Mock, startMock } from "./helpers";

const numbers = seededList(
  "probe",
  ({ random, publisher }) => (publisher.statusNew ? [] : Array.from({ length: 5 }, () => random.int(1, 1000))),
  { value: (n: number) => n },
);

let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.app.close());

describe("seededList", () => {
  it("keeps one table per publisher until a reset; the same seed gives the same rows, another seed others", () => {
    const store = mock.store;
    const named = (username: string) => [...store.publishers.values()].find((p) => p.username === username);
    const [demo, newbie] = [named("demo"), named("newbie")];
    const first = numbers(store, demo!);
    expect(first.size).toBe(5);
    expect(numbers(store, demo!)).toBe(first);
    expect(numbers(store, newbie!).size).toBe(0);
    const seed = store.seed;
    store.reset(seed + 1);
    expect(numbers(store, demo!).rows).not.toEqual(first.rows);
    store.reset(seed);
    expect(numbers(store, demo!).rows).toEqual(first.rows);
  });
});

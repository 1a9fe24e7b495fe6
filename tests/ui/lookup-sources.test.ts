// @vitest-environment happy-dom
/**
 * The lookups list filters use (src/ui/list/lookup-sources.ts), through the real client over a fake
 * fetch: the smartlinks' lookup asks the smartlinks for the page, size and query it is given and
 * shows "#relativeId name"; a page that fails rejects, and only a lost session is handed on. The
 * hook's source follows the lookup it is asked for (a DOM for React: the rest needs none).
 */
import { cleanup, renderHook } from "@testing-library/react";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiRuntime } from "../../src/api";
import { type ListServices, ListServicesProvider } from "../../src/ui/list/list-services";
import { type LookupName, lookupSource, useLookupSource } from "../../src/ui/list/lookup-sources";
import { type Responder, json, runtimeWith } from "../api/fake-fetch";

let runtime: ApiRuntime | undefined;
afterEach(async () => {
  cleanup();
  await runtime?.dispose();
  runtime = undefined;
});

const smartlink = (relativeId: number, name: string) => ({
  "@id": `/publisher/api/smartlinks/${relativeId + 100}`,
  "@type": "Smartlink",
  id: relativeId + 100,
  relativeId,
  name,
  vertical: "/publisher/api/smartlink_verticals/1",
  status: 1,
  campaign: null,
});

const smartlinkPage = {
  "@id": "/publisher/api/smartlinks",
  "@type": "hydra:Collection",
  "hydra:member": [smartlink(7, "Dating EU"), smartlink(9, "Dating US")],
  "hydra:totalItems": 12,
  "hydra:itemsPerPage": 20,
  "hydra:view": {
    "@id": "/publisher/api/smartlinks?page=2",
    "@type": "hydra:PartialCollectionView",
    "hydra:first": "/publisher/api/smartlinks?page=1",
    "hydra:last": "/publisher/api/smartlinks?page=2",
  },
};

/** The smartlinks' lookup over answers from `respond`, with the error handler it was given. */
const smartlinks = (respond: Responder) => {
  const setup = runtimeWith(respond, "/publisher/conversions");
  runtime = setup.runtime;
  const handleError = vi.fn();
  return { source: lookupSource(runtime, "smartlinks", handleError), calls: setup.calls, handleError };
};

describe("lookup sources", () => {
  it("the smartlinks' lookup asks the smartlinks for the query's page and shows them as #relativeId name", async () => {
    const { source, calls } = smartlinks(() => json(200, smartlinkPage));
    expect(source.byRelativeId).toBe(true);
    const page = await source.load({ search: "dating" }, 2, 20, new AbortController().signal);
    expect(page).toEqual({
      options: [
        { value: "7", label: "#7 Dating EU" },
        { value: "9", label: "#9 Dating US" },
      ],
      total: 12,
    });
    expect(calls[0]!.url.pathname).toBe("/publisher/api/smartlinks");
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ search: "dating", page: "2", itemsPerPage: "20" });
  });

  it("a page that fails rejects; only a lost session is handed to the error handler", async () => {
    const failed = smartlinks(() => json(500, { "hydra:description": "Internal Server Error" }));
    await expect(failed.source.load({}, 1, 20, new AbortController().signal)).rejects.toMatchObject({ _tag: "RequestFailed" });
    expect(failed.handleError).not.toHaveBeenCalled();
    await runtime?.dispose();

    const lost = smartlinks(() => json(401, { error: "Full authentication is required." }));
    await expect(lost.source.load({}, 1, 20, new AbortController().signal)).rejects.toMatchObject({ _tag: "Unauthorized" });
    expect(lost.handleError).toHaveBeenCalledWith(expect.objectContaining({ _tag: "Unauthorized" }));
  });
});

describe("useLookupSource", () => {
  it("loads from the lookup it is asked for now, not the one it was first asked for", async () => {
    const setup = runtimeWith(() => json(200, smartlinkPage));
    runtime = setup.runtime;
    const services: ListServices = {
      api: runtime,
      notify: vi.fn(),
      handleError: vi.fn(),
      inspect: vi.fn(),
      timeZone: "Europe/Prague",
      networkTimeZone: "UTC",
    };
    const wrapper = ({ children }: { children: ReactNode }) => createElement(ListServicesProvider, { value: services }, children);
    const { result, rerender } = renderHook((name: LookupName) => useLookupSource(name), { initialProps: "offers", wrapper });
    rerender("smartlinks");
    await result.current.load({}, 1, 20, new AbortController().signal);
    expect(setup.calls.map((call) => call.url.pathname)).toEqual(["/publisher/api/smartlinks"]);
  });
});

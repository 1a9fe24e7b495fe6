// @vitest-environment happy-dom
/**
 * The page changes the list toolkit and the feeds share (src/ui/list/page-params.ts), and the hook
 * that applies them to the URL under a memory router (a DOM for React: the rest needs none).
 */
import { act, cleanup, render } from "@testing-library/react";
import { createElement } from "react";
import { RouterProvider, createMemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { pageChange, pageKeys, pageSizeChange, readPageParams, usePageParams } from "../../src/ui/list/page-params";

afterEach(cleanup);

const applied = (search: string, change: (p: URLSearchParams) => void) => {
  const params = new URLSearchParams(search);
  change(params);
  return params.toString();
};

describe("page params", () => {
  it("page 1 is the URL without page; other pages are written, beside what else is there", () => {
    expect(applied("selectedTab=notifications&page=3", pageChange(1))).toBe("selectedTab=notifications");
    expect(applied("selectedTab=notifications", pageChange(2))).toBe("selectedTab=notifications&page=2");
  });

  it("a page size starts again at page 1; the default size is the URL without itemsPerPage", () => {
    expect(applied("page=4&itemsPerPage=50", pageSizeChange(20))).toBe("itemsPerPage=20");
    expect(applied("page=4&itemsPerPage=50", pageSizeChange(10))).toBe("");
  });

  it("reads the page and size, an unreadable or unoffered value counting as absent", () => {
    expect(readPageParams(new URLSearchParams("page=3&itemsPerPage=50"))).toEqual({ page: 3, itemsPerPage: 50 });
    expect(readPageParams(new URLSearchParams("page=0&itemsPerPage=7"))).toEqual({ page: 1, itemsPerPage: 10 });
    expect(readPageParams(new URLSearchParams("page=x"))).toEqual({ page: 1, itemsPerPage: 10 });
  });

  it("a panel pages under its own names, beside the page's own list", () => {
    const keys = pageKeys("postbacks");
    expect(applied("page=2&selectedTab=postbacks", pageChange(3, keys))).toBe("page=2&selectedTab=postbacks&postbacksPage=3");
    expect(applied("page=2&postbacksPage=3", pageSizeChange(50, keys))).toBe("page=2&postbacksItemsPerPage=50");
    expect(applied("page=2&postbacksPage=3&postbacksItemsPerPage=50", pageChange(1, keys))).toBe("page=2&postbacksItemsPerPage=50");
    expect(readPageParams(new URLSearchParams("page=2&postbacksPage=3&postbacksItemsPerPage=20"), keys)).toEqual({
      page: 3,
      itemsPerPage: 20,
    });
    expect(readPageParams(new URLSearchParams("page=2"), keys)).toEqual({ page: 1, itemsPerPage: 10 });
  });
});

/** `usePageParams` rendered at `/?search` under a memory router: the router, and the hook's latest answer. */
const rendered = (search: string) => {
  let latest: ReturnType<typeof usePageParams> | undefined;
  const Probe = () => {
    latest = usePageParams();
    return null;
  };
  const router = createMemoryRouter([{ path: "/", Component: Probe }], { initialEntries: [`/?${search}`] });
  render(createElement(RouterProvider, { router }));
  return { router, hook: () => latest! };
};

describe("usePageParams", () => {
  it("a page change is a new history entry that keeps the scroll; asked to, it replaces the entry", async () => {
    const { router, hook } = rendered("selectedTab=news");
    expect(hook()).toMatchObject({ page: 1, itemsPerPage: 10 });
    await act(() => hook().setPage(2));
    expect(router.state).toMatchObject({
      historyAction: "PUSH",
      preventScrollReset: true,
      location: { search: "?selectedTab=news&page=2" },
    });
    expect(hook().page).toBe(2);
    await act(() => hook().setPage(3, { replace: true }));
    expect(router.state).toMatchObject({
      historyAction: "REPLACE",
      preventScrollReset: true,
      location: { search: "?selectedTab=news&page=3" },
    });
  });

  it("the setters change the URL as it is when they are called, not as it was first rendered", async () => {
    const { router, hook } = rendered("page=4");
    await act(() => router.navigate("/?selectedTab=news"));
    await act(() => hook().setItemsPerPage(50));
    expect(router.state.location.search).toBe("?selectedTab=news&itemsPerPage=50");
    await act(() => hook().setPage(2));
    expect(router.state.location.search).toBe("?selectedTab=news&itemsPerPage=50&page=2");
  });
});

/**
 * The signed-in layout renders its page with the publisher it has (decision 065: taken through
 * `useDeferredValue`); when a 401 takes the session's publisher away, a page that asks for the
 * publisher gets the one its layout renders with, never none (React error #520 in CI, 2026-11-28).
 */
import { act, screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { expect, test, vi } from "vitest";
import { usePublisher } from "../../../src/app/react";
import { configureErrorHandler } from "../../../src/app/error-handler";
import { SignedInLayout } from "../../../src/shell/signed-in-layout";
import { renderInPortal } from "../render";

const PublisherName = () => <p>signed in as {usePublisher().username}</p>;

test("a 401 while a page shows: the page keeps the publisher its layout renders with until the layout lets go of it", async () => {
  const toLogin = vi.fn();
  configureErrorHandler({ toLogin });
  const consoleError = vi.spyOn(console, "error");
  const { system } = await renderInPortal(
    <Routes>
      <Route element={<SignedInLayout />}>
        <Route path="dashboard" element={<PublisherName />} />
      </Route>
    </Routes>,
    { signedIn: true },
  );
  expect(await screen.findByText("signed in as demo")).toBeTruthy();

  await act(async () => system.session.send({ type: "session.unauthorized" }));

  expect(toLogin).toHaveBeenCalledOnce();
  expect(screen.queryByText("signed in as demo")).toBeNull();
  expect(consoleError.mock.calls.flat().join("\n")).not.toMatch(/usePublisher|#520|recover/i);
});

/**
 * An optional capability's probe (src/app/use-capability.ts, decision 089 amended): off the page's
 * first load, it is sent when the browser is idle, not with the page's own calls, unless the page
 * waits for its answer (`now`: a link that asked for the capability's tab); its answer then shows.
 */
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { type PageCapability, useCapability } from "../../../src/app/use-capability";
import { statusCall } from "../../../src/features/settings/two-step/two-step-calls";
import { renderInPortal } from "../render";

const sent: string[] = [];

const Probe = ({ now }: { now: boolean }) => {
  const state: PageCapability = useCapability(
    "twoStep",
    (api) => {
      sent.push("twoStep");
      return statusCall(api);
    },
    { now },
  );
  return <p>two-step: {state}</p>;
};

test("waits for the browser to be idle before asking, then shows the answer", async () => {
  sent.length = 0;
  await renderInPortal(<Probe now={false} />, { signedIn: true });
  // The render and its effects have run: nothing asked yet.
  expect(sent).toEqual([]);
  expect(screen.getByText("two-step: unknown")).toBeTruthy();
  expect(await screen.findByText("two-step: present")).toBeTruthy();
  expect(sent).toEqual(["twoStep"]);
});

test("asks at once when the page waits for the answer", async () => {
  sent.length = 0;
  await renderInPortal(<Probe now />, { signedIn: true });
  expect(sent).toEqual(["twoStep"]);
  expect(await screen.findByText("two-step: present")).toBeTruthy();
  expect(sent).toEqual(["twoStep"]);
});

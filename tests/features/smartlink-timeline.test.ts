/** A smartlink's timeline: the server's dated history in words, and the journal's steps on this smartlink only. */
import { describe, expect, it } from "vitest";
import type { SmartlinkCampaign } from "../../contracts/smartlinks.contract";
import type { JournalEntry } from "../../src/journal/journal";
import { journalSteps, smartlinkTimeline } from "../../src/features/smartlinks/smartlink-timeline";

const IRI = "/publisher/api/smartlinks/318";
// A campaign with only what the timeline reads (its smartlink and dated history); the rest of the type is not needed here.
const campaign = (history: Array<[SmartlinkCampaign["status"], string]>) =>
  ({ smartlink: IRI, history: history.map(([status, at]) => ({ status, at })) }) as unknown as SmartlinkCampaign;
const entry = (seq: number, at: string, type: string, output: unknown): JournalEntry => ({
  seq,
  at,
  actor: "smartlink-318",
  type,
  payload: { output },
});

describe("smartlink timeline", () => {
  it("names each step by what came before: a launch, an approval, a resumption", () => {
    const c = campaign([
      ["pending", "2026-11-01T10:00:00Z"],
      ["in_review", "2026-11-01T11:00:00Z"],
      ["active", "2026-11-02T09:00:00Z"],
      ["suspended", "2026-11-05T09:00:00Z"],
      ["active", "2026-11-06T09:00:00Z"],
      ["test", "2026-11-07T09:00:00Z"],
      ["declined", "2026-11-08T09:00:00Z"],
    ]);
    expect(smartlinkTimeline(c, []).map((i) => i.kind)).toEqual([
      "requested",
      "inReview",
      "approved",
      "suspended",
      "resumed",
      "test",
      "declined",
    ]);
    expect(smartlinkTimeline(campaign([["active", "2026-11-01T10:00:00Z"]]), []).map((i) => i.kind)).toEqual(["launched"]);
    expect(smartlinkTimeline(null, [])).toEqual([]);
  });

  it("the journal's launch marks the server's first step as the publisher's; its edits of this smartlink join in time order", () => {
    const entries = [
      entry(1, "2026-11-01T10:00:01Z", "xstate.done.actor.launchSmartlink", { smartlink: IRI, status: "pending" }),
      entry(2, "2026-11-01T10:30:00Z", "xstate.done.actor.editCampaign", { smartlink: IRI, status: "pending" }),
      entry(3, "2026-11-01T10:40:00Z", "xstate.done.actor.editCampaign", { smartlink: "/publisher/api/smartlinks/301", status: "active" }),
      entry(4, "2026-11-01T10:50:00Z", "xstate.done.actor.loadSmartlink", { smartlink: { "@id": IRI } }),
      // An edit of an earlier, archived campaign of the same smartlink.
      entry(5, "2026-10-01T10:00:00Z", "xstate.done.actor.editCampaign", { smartlink: IRI, status: "active" }),
    ];
    const steps = journalSteps(entries, IRI);
    expect(steps.map((s) => s.kind)).toEqual(["youRequested", "youEdited", "youEdited"]);
    const timeline = smartlinkTimeline(
      campaign([
        ["pending", "2026-11-01T10:00:00Z"],
        ["active", "2026-11-02T09:00:00Z"],
      ]),
      steps,
    );
    expect(timeline.map((i) => [i.kind, i.by])).toEqual([
      ["requested", "you"],
      ["youEdited", "you"],
      ["approved", "server"],
    ]);
  });
});

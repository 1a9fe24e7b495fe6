/** The messenger options page (/register/messengers): loads the list; a failure offers a retry. */
import { assign, setup } from "xstate";
import type { Collection } from "./registration.machine";
import type { MessengerOption } from "./registration.rules";
import { providedByTheApp } from "../provided-by-the-app";

export const registrationMessengersMachine = setup({
  types: {
    context: {} as { messengers: ReadonlyArray<MessengerOption> },
    events: {} as { type: "list.retry" },
  },
  actors: {
    /** GET /publisher/api/register/messengers. */
    loadMessengers: providedByTheApp<Collection<MessengerOption>, void>("loadMessengers"),
  },
}).createMachine({
  id: "registrationMessengers",
  context: { messengers: [] },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadMessengers",
        src: "loadMessengers",
        onDone: { target: "loaded", actions: assign({ messengers: ({ event }) => event.output["hydra:member"] }) },
        onError: { target: "failed" },
      },
    },
    loaded: {},
    failed: { on: { "list.retry": { target: "loading" } } },
  },
});

/** The messenger options page (/register/messengers): loads the list; a failure offers a retry. */
import { assign, fromPromise, setup } from "xstate";
import type { Collection } from "./registration.machine";
import type { MessengerOption } from "./registration.rules";

export const registrationMessengersMachine = setup({
  types: {
    context: {} as { messengers: ReadonlyArray<MessengerOption> },
    events: {} as { type: "list.retry" },
  },
  actors: {
    /** GET /publisher/api/register/messengers. */
    loadMessengers: fromPromise<Collection<MessengerOption>, void>(async () => {
      throw new Error("loadMessengers is provided by the app");
    }),
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

/**
 * An actor a flow names and the app provides (`machine.provide({ actors })`, src/app/flows.ts): the
 * machines stay free of the API, and a machine run without one fails at once, naming it.
 */
import { fromPromise } from "xstate";

export const providedByTheApp = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`${name} is provided by the app`);
  });

/**
 * The competitions flow's API call (machines/competitions), shared by the app, which runs it through
 * `system.fromApi`, and by the model test, which runs it against the mock server.
 */
import { Effect } from "effect";
import type { Competition } from "../../../contracts/competitions.contract";
import type { ApiCall } from "../../app/system";
// This group comes with the module that calls it, not at its first call (src/api/groups.ts).
import "../../../contracts/competitions.contract";

/** GET /competitions.jsonld: its members. */
export const loadCompetitionsCall: ApiCall<void, ReadonlyArray<Competition>> = (api) =>
  api.competitions.list({}).pipe(Effect.map((page) => page["hydra:member"]));

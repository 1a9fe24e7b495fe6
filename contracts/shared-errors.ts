/**
 * What every group of the publisher API shares: the errors any endpoint may answer (400, 413, 415,
 * 422) and the prefix. contracts/api.ts builds the whole API with it, and the client builds a
 * one-group API with it when that group is first called (src/api/groups.ts): the same errors and
 * paths either way (tests/api/lazy-groups.test.ts compares them).
 */
import { HttpApi, type HttpApiGroup } from "@effect/platform";
import { API_PREFIX, BadRequest, ConstraintViolationList, PayloadTooLarge, UnsupportedMediaType } from "./hydra";

export const withSharedErrors = <Id extends string, Groups extends HttpApiGroup.HttpApiGroup.Any, E, R>(
  api: HttpApi.HttpApi<Id, Groups, E, R>,
) => api.addError(BadRequest).addError(PayloadTooLarge).addError(UnsupportedMediaType).addError(ConstraintViolationList).prefix(API_PREFIX);

/** One group as the whole API has it: its endpoints with the shared errors and under the prefix. */
export const apiOf = <Group extends HttpApiGroup.HttpApiGroup.Any>(group: Group) => withSharedErrors(HttpApi.make("publisher").add(group));

/** A contract error a handler throws; the router encodes its body with the endpoint's error schema. */
import { HttpApiSchema } from "@effect/platform";
import type { Schema } from "effect";
import { ConstraintViolationList, type Violation, iri } from "../contracts/hydra";

export class HttpError extends Error {
  constructor(readonly body: object & { constructor: unknown }) {
    super("HttpError");
  }
  /** The HTTP status annotated on the error class in the contracts. */
  get status(): number {
    return HttpApiSchema.getStatusError(this.body.constructor as Schema.Schema.All);
  }
}

/** Throws the given contract error instance. */
export const fail = (body: object): never => {
  throw new HttpError(body);
};

/** A 422 ConstraintViolationList with `hydra:description` built from the violations. */
export const violations = (list: ReadonlyArray<Violation>) =>
  new ConstraintViolationList({
    "@context": iri("contexts", "ConstraintViolationList"),
    "@type": "ConstraintViolationList",
    "hydra:title": "An error occurred",
    "hydra:description": list.map((v) => `${v.propertyPath}: ${v.message}`).join("\n"),
    violations: list,
  });

/** Throws a 422 when `list` is not empty. */
export const assertValid = (list: ReadonlyArray<Violation>): void => {
  if (list.length > 0) fail(violations(list));
};

/** Common fields of a hydra:Error body. */
export const hydraError = (status: number, description: string) => ({
  "@context": iri("contexts", "Error"),
  "@type": "hydra:Error",
  "hydra:title": "An error occurred",
  "hydra:description": description,
  detail: description,
  status,
});

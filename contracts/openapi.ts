/** The OpenAPI 3.1 document derived from the contracts. */
import { OpenApi } from "@effect/platform";
import { PublisherApi } from "./api";

export const openApiDocument = () => OpenApi.fromApi(PublisherApi);

/** The document as committed in contracts/openapi.json (stable key order, trailing newline). */
export const renderOpenApi = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

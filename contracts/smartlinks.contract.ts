/**
 * Smartlinks (spec 02 sections 2, 3, 4 and 7). Today only what a reference needs ("#relativeId name"),
 * for the lookup selects of the list filters; the smartlinks area extends the record.
 */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraPagedCollection, Iri, ld } from "./hydra";
import { SourceQuery } from "./list-query";
import { Session } from "./session";

export const Smartlink = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Smartlink"),
  id: Schema.Int,
  relativeId: Schema.Int,
  name: Schema.String,
}).annotations({ identifier: "Smartlink" });
export type Smartlink = typeof Smartlink.Type;

export const SmartlinksGroup = HttpApiGroup.make("smartlinks")
  .add(HttpApiEndpoint.get("list", "/smartlinks").setUrlParams(SourceQuery).addSuccess(ld(HydraPagedCollection(Smartlink, "SmartlinkCollection"))))
  .middleware(Session);

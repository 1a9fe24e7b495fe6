/** Support (spec 02 sections 2 and 7): the frequently asked questions, in the publisher's language. */
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform";
import { Schema } from "effect";
import { HydraCollection, Iri, ld } from "./hydra";
import { Session } from "./session";

export const Faq = Schema.Struct({
  "@id": Iri,
  "@type": Schema.Literal("Faq"),
  id: Schema.Int,
  question: Schema.String,
  answer: Schema.String,
  position: Schema.Int,
}).annotations({ identifier: "Faq" });
export type Faq = typeof Faq.Type;

export const SupportGroup = HttpApiGroup.make("support")
  .add(HttpApiEndpoint.get("faqs", "/faqs").addSuccess(ld(HydraCollection(Faq, "FaqCollection"))))
  .middleware(Session);

/** Support: the FAQ in the publisher's language. */
import { iri } from "../../contracts/hydra";
import type { HandlersOf } from "../handler-types";
import { collection } from "./collection";

export const supportHandlers: HandlersOf<"support"> = {
  faqs(_input, { requireUser, store }) {
    const { language } = requireUser();
    return collection(
      { path: iri("faqs"), type: "Faq" },
      store.faqs.map((f, i) => ({
        "@id": iri("faqs", i + 1),
        "@type": "Faq" as const,
        id: i + 1,
        question: f.question[language],
        answer: f.answer[language],
        position: i + 1,
      })),
    );
  },
};

/** The FAQ search (src/features/support/faq-search.ts). */
import { describe, expect, it } from "vitest";
import { searchFaqs } from "../../src/features/support/faq-search";

const FAQS = [
  { question: "When are payments made?", answer: "Every week, once your balance reaches the minimum." },
  { question: "What is a smartlink?", answer: "A link that picks a relevant offer." },
  { question: "Что такое смартлинк?", answer: "Ссылка, которая подбирает оффер." },
  { question: "何时付款？", answer: "每周一次。" },
];

describe("FAQ search", () => {
  it("keeps every entry for a blank search", () => {
    expect(searchFaqs(FAQS, "   ", "en")).toEqual(FAQS);
  });
  it("matches questions and answers, case-insensitively, every word in any order", () => {
    expect(searchFaqs(FAQS, "SMARTLINK", "en").map((f) => f.question)).toEqual(["What is a smartlink?"]);
    expect(searchFaqs(FAQS, "week balance", "en").map((f) => f.question)).toEqual(["When are payments made?"]);
    expect(searchFaqs(FAQS, "offer link", "en")).toHaveLength(1);
    expect(searchFaqs(FAQS, "weekly payments", "en")).toEqual([]);
  });
  it("works in Cyrillic and Chinese, and ignores accents", () => {
    expect(searchFaqs(FAQS, "СМАРТЛИНК", "ru")).toHaveLength(1);
    expect(searchFaqs(FAQS, "付款", "zh")).toHaveLength(1);
    expect(searchFaqs([{ question: "Café payouts", answer: "" }], "cafe", "en")).toHaveLength(1);
  });
});

/** The FAQ search (issue 11): which questions a search text keeps. */

/** Lower-cased in the interface language, accents and case folded away, runs of space made one. */
const fold = (text: string, locale: string): string =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase(locale).replace(/\s+/g, " ");

/**
 * The entries whose question or answer holds every word of `search` (in any order, case and accents
 * ignored); all of them for a blank search. The order is kept.
 */
export const searchFaqs = <T extends { readonly question: string; readonly answer: string }>(
  faqs: ReadonlyArray<T>,
  search: string,
  locale: string,
): ReadonlyArray<T> => {
  const words = fold(search, locale)
    .split(" ")
    .filter((w) => w !== "");
  if (words.length === 0) return faqs;
  return faqs.filter((faq) => {
    const text = fold(`${faq.question} ${faq.answer}`, locale);
    return words.every((word) => text.includes(word));
  });
};

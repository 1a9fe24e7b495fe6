/**
 * The length of a text as a reader counts it: user-perceived characters (grapheme clusters), so an
 * emoji, a flag or a letter with its accent is one. Client counters and server limits both count so.
 */
const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

export const graphemeLength = (text: string): number => {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
};

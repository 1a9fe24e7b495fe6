/** One locale's message files (one per feature) as one catalogue. */
export const merge = (files: Record<string, Record<string, string>>): Record<string, string> =>
  Object.assign({}, ...Object.values(files)) as Record<string, string>;

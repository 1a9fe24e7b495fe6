/**
 * The name a downloaded creative is saved under (issue 35.13): the creative's own name, made safe for
 * every file system (no path separators, reserved or control characters, leading dots or trailing
 * dots and spaces; at most 120 characters), with its file's extension; "41020.svg" said nothing.
 */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

export const creativeFileName = (creative: { readonly id: number; readonly name: string; readonly url: string }): string => {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(new URL(creative.url, "https://cdn.invalid").pathname)?.[1]?.toLowerCase();
  let base = creative.name
    .normalize("NFC")
    .replace(UNSAFE, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "")
    .slice(0, 120)
    .trim();
  if (base === "") base = String(creative.id);
  if (RESERVED.test(base)) base = `${base}_`;
  return extension ? `${base}.${extension}` : base;
};

/**
 * The portal's icons for the home screen (the web app manifest, scripts/vite-web-app-manifest.ts):
 * the favicon's drawing (public/favicon.svg: a rising line on the brand's teal) as SVG and as PNG,
 * drawn here so that no picture is downloaded or kept in the repository.
 *
 * - "any": the rounded tile of the favicon, transparent around it;
 * - "maskable": the tile filling the whole square, the line inside the central circle of 80% that
 *   every platform's mask keeps (https://w3c.github.io/manifest/#icon-masks).
 */
import { deflateSync } from "node:zlib";

/** The brand's colours: the favicon's teal (Tailwind teal-700) and the line's white. */
export const BRAND = { teal: "#0f766e", white: "#ffffff" } as const;

/** The favicon's line on its 32-unit square. */
const LINE: readonly (readonly [number, number])[] = [
  [8, 22],
  [14, 14],
  [18, 18],
  [24, 10],
];
const STROKE = 3;

type Purpose = "any" | "maskable";

/** The line of an icon of `purpose` on the 32-unit square: the maskable one is drawn smaller, around the centre. */
const lineOf = (purpose: Purpose) => {
  const scale = purpose === "maskable" ? 0.75 : 1;
  return LINE.map(([x, y]) => [16 + (x - 16) * scale, 16 + (y - 16) * scale] as const);
};
const strokeOf = (purpose: Purpose) => (purpose === "maskable" ? STROKE * 0.75 : STROKE);
const radiusOf = (purpose: Purpose) => (purpose === "maskable" ? 0 : 8);

export const iconSvg = (purpose: Purpose): string => {
  const points = lineOf(purpose)
    .map(([x, y], i) => `${i === 0 ? "M" : "L"}${x} ${y}`)
    .join(" ");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="${radiusOf(purpose)}" fill="${BRAND.teal}"/>` +
    `<path d="${points}" stroke="${BRAND.white}" stroke-width="${strokeOf(purpose)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`
  );
};

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Distance from (px, py) to the segment a-b. */
const toSegment = (px: number, py: number, [ax, ay]: readonly [number, number], [bx, by]: readonly [number, number]) => {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
};

/** Inside the 32-unit square with corners rounded by `r`. */
const inTile = (x: number, y: number, r: number) => {
  if (x < 0 || y < 0 || x > 32 || y > 32) return false;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return Math.hypot(x - cx, y - cy) <= r;
};

/** The icon as RGBA pixels, `size` square, each pixel sampled 4 x 4 times (smooth edges). */
const rasterize = (purpose: Purpose, size: number): Uint8Array => {
  const line = lineOf(purpose);
  const halfStroke = strokeOf(purpose) / 2;
  const radius = radiusOf(purpose);
  const [tr, tg, tb] = rgb(BRAND.teal);
  const pixels = new Uint8Array(size * size * 4);
  const SAMPLES = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let tile = 0;
      let stroke = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const ux = ((x + (sx + 0.5) / SAMPLES) / size) * 32;
          const uy = ((y + (sy + 0.5) / SAMPLES) / size) * 32;
          if (!inTile(ux, uy, radius)) continue;
          tile += 1;
          if (line.slice(1).some((b, i) => toSegment(ux, uy, line[i]!, b) <= halfStroke)) stroke += 1;
        }
      }
      const at = (y * size + x) * 4;
      // The line is white over the teal: mixed by its share of the pixel's samples inside the tile.
      const white = tile === 0 ? 0 : stroke / tile;
      pixels[at] = Math.round(tr + (255 - tr) * white);
      pixels[at + 1] = Math.round(tg + (255 - tg) * white);
      pixels[at + 2] = Math.round(tb + (255 - tb) * white);
      pixels[at + 3] = Math.round((255 * tile) / (SAMPLES * SAMPLES));
    }
  }
  return pixels;
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Uint8Array) => {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** The icon as a PNG file (8-bit RGBA, no filter). */
export const iconPng = (purpose: Purpose, size: number): Buffer => {
  const pixels = rasterize(purpose, size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0;
    rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ]);
};

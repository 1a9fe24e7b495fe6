/** Announcement and offer preview images and offer creatives, drawn as SVG so that the mock needs no binary assets. */
import { NotFound } from "../../contracts/hydra";
import type { HandlersOf } from "../handler-types";
import { fail, hydraError } from "../http-error";
import { CATALOGUE_BY_ID, CREATIVES_BY_ID } from "../store/offer-catalogue";

const PALETTES = [
  ["#0f766e", "#22d3ee"],
  ["#7c3aed", "#f472b6"],
  ["#b45309", "#facc15"],
  ["#1d4ed8", "#60a5fa"],
  ["#be123c", "#fb7185"],
] as const;

/** Announcements use the first three palettes (as before offers had images). */
const image = (index: number, width = 320, height = 180, label = "", palettes = label === "" ? 3 : PALETTES.length) => {
  const [from, to] = PALETTES[index % palettes]!;
  const text =
    label === ""
      ? ""
      : `<text x="50%" y="${height - 14}" text-anchor="middle" font-family="sans-serif" font-size="${Math.max(10, Math.min(22, Math.round(height / 9)))}" fill="#fff">${label.replace(/[<&>]/g, "")}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><circle cx="250" cy="50" r="70" fill="#fff" fill-opacity=".12"/><circle cx="60" cy="160" r="50" fill="#fff" fill-opacity=".1"/><path d="M40 120 L100 80 L150 105 L210 60 L280 90" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${text}</svg>`;
};

const notFound = () => fail(new NotFound(hydraError(404, "File not found")));

export const cdnHandlers: HandlersOf<"cdn"> = {
  asset({ path }, { store }) {
    const id = Number(path.file.replace(/\.svg$/, ""));
    if (path.folder === "offers") {
      const offer = CATALOGUE_BY_ID.get(id) ?? notFound();
      return image(id, 320, 180, offer.displayName.split(" – ")[0]);
    }
    if (path.folder === "creatives") {
      const creative = CREATIVES_BY_ID.get(id) ?? notFound();
      return image(id, creative.width, creative.height, creative.name);
    }
    if (!store.announcements.some((a) => a.id === id && a.previewImagePath !== null)) return notFound();
    return image(id - 1);
  },
};

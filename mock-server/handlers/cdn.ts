/** Announcement preview images, drawn as SVG so that the mock needs no binary assets. */
import { NotFound } from "../../contracts/hydra";
import type { HandlersOf } from "../handler-types";
import { fail, hydraError } from "../http-error";

const PALETTES = [
  ["#0f766e", "#22d3ee"],
  ["#7c3aed", "#f472b6"],
  ["#b45309", "#facc15"],
] as const;

const image = (index: number) => {
  const [from, to] = PALETTES[index % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="320" height="180" fill="url(#g)"/><circle cx="250" cy="50" r="70" fill="#fff" fill-opacity=".12"/><circle cx="60" cy="160" r="50" fill="#fff" fill-opacity=".1"/><path d="M40 120 L100 80 L150 105 L210 60 L280 90" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
};

export const cdnHandlers: HandlersOf<"cdn"> = {
  asset({ path }, { store }) {
    const id = Number(path.file.replace(/\.svg$/, ""));
    if (!store.announcements.some((a) => a.id === id && a.previewImagePath !== null)) return fail(new NotFound(hydraError(404, "File not found")));
    return image(id - 1);
  },
};

/** Applies the colour scheme at once; "system" follows the operating system live. */
import type { ColorScheme } from "../journal/projection";

const query = () => window.matchMedia("(prefers-color-scheme: dark)");

export const resolveScheme = (scheme: ColorScheme): "light" | "dark" =>
  scheme === "system" ? (query().matches ? "dark" : "light") : scheme;

const apply = (scheme: ColorScheme) => {
  const resolved = resolveScheme(scheme);
  document.documentElement.classList.toggle("dark", resolved === "dark");
  document.documentElement.style.colorScheme = resolved;
};

/** Applies `scheme` now and, for "system", whenever the OS changes; returns the function that stops following. */
export const followColorScheme = (scheme: ColorScheme): (() => void) => {
  apply(scheme);
  if (scheme !== "system") return () => {};
  const media = query();
  const onChange = () => apply("system");
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
};

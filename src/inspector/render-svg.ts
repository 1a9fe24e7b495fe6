/**
 * Draws a laid-out chart as an SVG string. States carry `data-state` so that the inspector can
 * highlight the active ones with CSS; the same drawing is written to docs/flows by `npm run flows`.
 */
import type { Chart } from "./chart-model";
import type { Layout } from "./layout";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const LINE = 16;

export const renderSvg = (chart: Chart, layout: Layout): string => {
  const parts: string[] = [];
  const width = Math.ceil(layout.width);
  const height = Math.ceil(layout.height);
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escape(chart.name)} statechart" font-family="ui-sans-serif, system-ui, sans-serif" font-size="12">`,
    `<title>${escape(chart.name)}</title>`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#64748b"/></marker></defs>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
  );
  for (const s of [...layout.states].sort((a, b) => a.depth - b.depth)) {
    const compound = s.state.children.length > 0;
    const final = s.state.type === "final";
    parts.push(
      `<g class="state" data-state="${escape(s.state.id)}">`,
      `<rect x="${s.x}" y="${s.y}" width="${s.width}" height="${s.height}" rx="10" fill="${compound ? "#f8fafc" : "#ecfeff"}" stroke="#0f766e" stroke-width="${final ? 3 : 1.5}"/>`,
    );
    const lines = [s.state.key, ...s.state.invokes.map((i) => `invoke ${i}`), ...s.state.entry.map((e) => `entry ${e}`)];
    lines.forEach((line, i) => {
      const bold = i === 0 ? ' font-weight="600"' : ' fill="#475569"';
      parts.push(`<text x="${s.x + 10}" y="${s.y + 18 + i * LINE}"${bold}>${escape(line)}</text>`);
    });
    parts.push(`</g>`);
    if (s.state.initial) {
      const target = layout.states.find((t) => t.state.id === s.state.initial);
      if (target) parts.push(`<circle cx="${target.x - 8}" cy="${target.y + 10}" r="4" fill="#0f766e"><title>initial</title></circle>`);
    }
  }
  for (const t of layout.transitions) {
    if (t.points.length < 2) continue;
    const d = t.points.map((p, i) => `${i === 0 ? "M" : "L"}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(" ");
    parts.push(`<g class="transition" data-source="${escape(t.transition.source)}" data-event="${escape(t.transition.event)}">`);
    parts.push(`<path d="${d}" fill="none" stroke="#64748b" stroke-width="1.3" marker-end="url(#arrow)"/>`);
    if (t.label) {
      parts.push(
        `<rect x="${t.label.x}" y="${t.label.y}" width="${t.label.width}" height="${t.label.height}" rx="3" fill="#ffffff" fill-opacity="0.9"/>`,
      );
      parts.push(`<text x="${t.label.x + 4}" y="${t.label.y + 12}" fill="#0f172a">${escape(t.label.text)}</text>`);
    }
    parts.push(`</g>`);
  }
  parts.push(`</svg>`);
  return parts.join("\n");
};

/**
 * Lays a chart out with ELK's layered algorithm (nested states stay nested) and returns absolute
 * boxes for states and polylines for transitions.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from "elkjs/lib/elk.bundled.js";
import type { Chart, ChartState, ChartTransition } from "./chart-model";

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LaidOutState extends Box {
  readonly state: ChartState;
  readonly depth: number;
}

export interface LaidOutTransition {
  readonly transition: ChartTransition;
  readonly points: ReadonlyArray<{ x: number; y: number }>;
  readonly label: (Box & { text: string }) | undefined;
}

export interface Layout {
  readonly width: number;
  readonly height: number;
  readonly states: ReadonlyArray<LaidOutState>;
  readonly transitions: ReadonlyArray<LaidOutTransition>;
}

const CHAR = 6.6;
const LINE = 16;

/** The text on a transition: "event [guard] / actions". */
export const transitionText = (t: ChartTransition): string =>
  `${t.event}${t.guard ? ` [${t.guard}]` : ""}${t.actions.length > 0 ? ` / ${t.actions.join(", ")}` : ""}`;

const stateLines = (s: ChartState): string[] => [s.key, ...s.invokes.map((i) => `invoke ${i}`), ...s.entry.map((e) => `entry ${e}`)];

const toElk = (state: ChartState): ElkNode => {
  const lines = stateLines(state);
  const width = Math.max(90, ...lines.map((l) => l.length * CHAR + 24));
  if (state.children.length === 0) return { id: state.id, width, height: 18 + lines.length * LINE };
  return {
    id: state.id,
    layoutOptions: { "elk.padding": `[top=${18 + lines.length * LINE},left=16,bottom=16,right=16]` },
    children: state.children.map(toElk),
  };
};

/** Lays out a chart; runs in Node (npm run flows) and in the browser (the inspector). */
export const layoutChart = async (chart: Chart): Promise<Layout> => {
  const elk = new ELK();
  const graph: ElkNode = {
    id: "__root",
    layoutOptions: {
      "elk.algorithm": "layered",
      "elk.direction": "DOWN",
      "elk.hierarchyHandling": "INCLUDE_CHILDREN",
      "elk.layered.spacing.nodeNodeBetweenLayers": "48",
      "elk.spacing.nodeNode": "36",
      "elk.spacing.edgeLabel": "4",
      "elk.edgeLabels.inline": "false",
      "elk.padding": "[top=16,left=16,bottom=16,right=16]",
    },
    children: [toElk(chart.root)],
    edges: chart.transitions.map((t): ElkExtendedEdge => ({
      id: t.id,
      sources: [t.source],
      targets: [t.target],
      labels: [{ id: `${t.id}#label`, text: transitionText(t), width: transitionText(t).length * CHAR + 8, height: LINE }],
    })),
  };
  const result = await elk.layout(graph);

  const states: LaidOutState[] = [];
  const byId = new Map<string, ChartState>();
  const index = (s: ChartState) => {
    byId.set(s.id, s);
    s.children.forEach(index);
  };
  index(chart.root);
  const offsets = new Map<string, { x: number; y: number }>([["__root", { x: 0, y: 0 }]]);
  const walk = (node: ElkNode, ox: number, oy: number, depth: number) => {
    const x = ox + (node.x ?? 0);
    const y = oy + (node.y ?? 0);
    offsets.set(node.id, { x, y });
    const state = byId.get(node.id);
    if (state) states.push({ state, depth, x, y, width: node.width ?? 0, height: node.height ?? 0 });
    for (const child of node.children ?? []) walk(child, x, y, depth + 1);
  };
  for (const child of result.children ?? []) walk(child, 0, 0, 0);

  const transitions: LaidOutTransition[] = [];
  const collect = (node: ElkNode) => {
    for (const edge of (node.edges ?? []) as ElkExtendedEdge[]) {
      const transition = chart.transitions.find((t) => t.id === edge.id);
      if (!transition) continue;
      // Edge coordinates are relative to the edge's container.
      const container = offsets.get((edge as { container?: string }).container ?? node.id) ?? { x: 0, y: 0 };
      const section = edge.sections?.[0];
      const points = section
        ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => ({ x: p.x + container.x, y: p.y + container.y }))
        : [];
      const label = edge.labels?.[0];
      transitions.push({
        transition,
        points,
        label: label
          ? {
              x: (label.x ?? 0) + container.x,
              y: (label.y ?? 0) + container.y,
              width: label.width ?? 0,
              height: label.height ?? 0,
              text: label.text ?? "",
            }
          : undefined,
      });
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(result);
  return { width: result.width ?? 0, height: result.height ?? 0, states, transitions };
};

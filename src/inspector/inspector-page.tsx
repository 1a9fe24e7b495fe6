/**
 * The statechart inspector for developers: every machine of machines/ drawn as a statechart, the
 * live state of each running flow of the portal's other tabs highlighted, and the journal live
 * with filters. Works offline (BroadcastChannel between tabs of this origin).
 */
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { JournalEntry } from "../journal/journal";
import { CHANNEL, type InspectorMessage, activeStateIds } from "./channel";
import { chartOf } from "./chart-model";
import { layoutChart } from "./layout";
import { flowMachines } from "./machines";
import { renderSvg } from "./render-svg";

type Live = Extract<InspectorMessage, { kind: "snapshot" }>;

const useChannel = () => {
  const [actors, setActors] = useState<Record<string, Live>>({});
  const [entries, setEntries] = useState<Array<JournalEntry & { tab: string }>>([]);
  useEffect(() => {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<InspectorMessage>) => {
      const message = event.data;
      if (message.kind === "snapshot") setActors((all) => ({ ...all, [`${message.tab}/${message.actor}`]: message }));
      if (message.kind === "entry") setEntries((all) => [...all, { ...message.entry, tab: message.tab }].slice(-2000));
      if (message.kind === "entries")
        setEntries((all) => {
          const known = new Set(all.map((e) => `${e.tab}/${e.seq}`));
          return [
            ...all,
            ...message.entries.filter((e) => !known.has(`${message.tab}/${e.seq}`)).map((e) => ({ ...e, tab: message.tab })),
          ].sort((a, b) => a.at.localeCompare(b.at));
        });
    };
    channel.postMessage({ kind: "hello" } satisfies InspectorMessage);
    return () => channel.close();
  }, []);
  return { actors, entries };
};

const Chart = ({ name, active }: { name: string; active: ReadonlyArray<string> }) => {
  const machines = useMemo(() => flowMachines(), []);
  const machine = machines.find(([n]) => n === name)?.[1];
  const [svg, setSvg] = useState<string>("");
  useEffect(() => {
    if (!machine) return;
    let live = true;
    const chart = chartOf(name, machine);
    void layoutChart(chart).then((layout) => live && setSvg(renderSvg(chart, layout)));
    return () => {
      live = false;
    };
  }, [machine, name]);
  // The live states are marked with an attribute that the stylesheet colours (src/index.css): a
  // <style> written here would be refused by the page's Content-Security-Policy (decision 046).
  const chartRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const live = new Set(active);
    for (const state of chartRef.current?.querySelectorAll<SVGElement>("[data-state]") ?? []) {
      state.toggleAttribute("data-live", live.has(state.dataset.state ?? ""));
    }
  }, [active, svg]);
  return (
    <div className="overflow-auto rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-700">
      <div ref={chartRef} data-testid="statechart" dangerouslySetInnerHTML={{ __html: svg }} />
    </div>
  );
};

const FILTER_CONTROL = "rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900";

/** A filter of the journal: its label, then its control. */
const Filter = ({ labelId, children }: { labelId: string; children: ReactNode }) => (
  <label className="text-sm">
    <FormattedMessage id={labelId} /> {children}
  </label>
);

export default function InspectorPage() {
  const intl = useIntl();
  const machines = useMemo(() => flowMachines(), []);
  const [selected, setSelected] = useState(machines[0]?.[0] ?? "");
  const [actorFilter, setActorFilter] = useState("");
  const [typeFilter, setTypeFilter] = useState("");
  const { actors, entries } = useChannel();

  const machineId = machines.find(([n]) => n === selected)?.[1].id;
  const running = Object.values(actors).filter((a) => a.machine === machineId && a.status === "active");
  const active = running.flatMap((a) => activeStateIds(a.machine, a.value));
  const actorNames = [...new Set(entries.map((e) => e.actor))].sort();
  const shown = entries
    .filter((e) => (!actorFilter || e.actor === actorFilter) && (!typeFilter || e.type.includes(typeFilter.trim())))
    .slice(-300)
    .reverse();

  useEffect(() => {
    document.title = intl.formatMessage({ id: "inspector.title" });
  }, [intl]);

  return (
    <main className="min-h-screen space-y-6 bg-slate-50 p-6 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header>
        <h1 className="text-2xl font-semibold">
          <FormattedMessage id="inspector.title" />
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <FormattedMessage id="inspector.hint" />
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={intl.formatMessage({ id: "inspector.machines" })}>
          <ul className="space-y-1">
            {machines.map(([name, machine]) => {
              const count = Object.values(actors).filter((a) => a.machine === machine.id && a.status === "active").length;
              return (
                <li key={name}>
                  <button
                    type="button"
                    aria-current={name === selected ? "true" : undefined}
                    onClick={() => setSelected(name)}
                    className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-200 aria-[current]:bg-teal-700 aria-[current]:text-white dark:hover:bg-slate-800"
                  >
                    <span>{name}</span>
                    {count > 0 ? <span className="rounded-full bg-amber-300 px-2 text-xs text-slate-900">{count}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className="min-w-0 space-y-2">
          <h2 className="font-medium">{selected}</h2>
          <p className="text-sm" data-testid="active-states">
            <FormattedMessage
              id="inspector.active"
              values={{ states: running.length > 0 ? running.map((a) => `${a.actor}: ${JSON.stringify(a.value)}`).join("; ") : "—" }}
            />
          </p>
          <Chart name={selected} active={active} />
        </section>
      </div>
      <section className="space-y-3">
        <h2 className="font-medium">
          <FormattedMessage id="inspector.journal" />
        </h2>
        <div className="flex flex-wrap gap-3">
          <Filter labelId="inspector.filterActor">
            <select value={actorFilter} onChange={(e) => setActorFilter(e.target.value)} className={FILTER_CONTROL}>
              <option value="">{intl.formatMessage({ id: "inspector.allActors" })}</option>
              {actorNames.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </Filter>
          <Filter labelId="inspector.filterType">
            <input value={typeFilter} onChange={(e) => setTypeFilter(e.target.value)} className={FILTER_CONTROL} />
          </Filter>
        </div>
        <div className="overflow-auto rounded-xl border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-xs">
            <thead className="bg-slate-100 dark:bg-slate-800">
              <tr>
                {["seq", "time", "actor", "type", "state"].map((c) => (
                  <th key={c} scope="col" className="px-2 py-1 font-medium">
                    <FormattedMessage id={`inspector.col.${c}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((e) => (
                <tr key={`${e.tab}/${e.seq}`} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="px-2 py-1 tabular-nums">{e.seq}</td>
                  <td className="px-2 py-1 tabular-nums">{e.at.slice(11, 23)}</td>
                  <td className="px-2 py-1">{e.actor}</td>
                  <td className="px-2 py-1 font-mono">{e.type}</td>
                  <td className="px-2 py-1 font-mono">{JSON.stringify((e.payload as { state?: unknown } | null)?.state ?? "")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </main>
  );
}

/**
 * The decorative panel's picture: a dashboard card with a rising conversions curve, a bar chart and
 * a smartlink routing one visitor stream to several offers. Purely decorative (hidden from assistive
 * technology); drawn for the panel's teal gradient in both colour schemes.
 */
import { useId } from "react";

export const Illustration = ({ className = "" }: { className?: string }) => {
  const id = useId().replace(/:/g, "");
  const area = `${id}-area`;
  const shadow = `${id}-shadow`;
  return (
    <svg aria-hidden viewBox="0 0 520 380" fill="none" className={className}>
      <defs>
        <linearGradient id={area} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5eead4" stopOpacity="0.45" />
          <stop offset="1" stopColor="#5eead4" stopOpacity="0" />
        </linearGradient>
        <filter id={shadow} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#020617" floodOpacity="0.3" />
        </filter>
      </defs>

      {/* The dashboard card */}
      <rect x="20" y="40" width="400" height="262" rx="20" fill="#ffffff" fillOpacity="0.08" stroke="#ffffff" strokeOpacity="0.22" />
      <circle cx="44" cy="64" r="4.5" fill="#ffffff" fillOpacity="0.45" />
      <circle cx="60" cy="64" r="4.5" fill="#ffffff" fillOpacity="0.3" />
      <circle cx="76" cy="64" r="4.5" fill="#ffffff" fillOpacity="0.2" />
      <rect x="96" y="60" width="84" height="8" rx="4" fill="#ffffff" fillOpacity="0.3" />

      {/* KPI tiles */}
      {[36, 150, 264].map((x, i) => (
        <g key={x}>
          <rect x={x} y="86" width="104" height="54" rx="10" fill="#ffffff" fillOpacity="0.09" />
          <rect x={x + 12} y="98" width="46" height="6" rx="3" fill="#ffffff" fillOpacity="0.4" />
          <rect x={x + 12} y="114" width={[62, 54, 70][i]} height="12" rx="4" fill="#ffffff" fillOpacity="0.85" />
          <rect x={x + 80} y="116" width="14" height="8" rx="4" fill={["#5eead4", "#fcd34d", "#5eead4"][i]} />
        </g>
      ))}

      {/* Conversions curve */}
      {[176, 212, 248].map((y) => (
        <line key={y} x1="36" x2="404" y1={y} y2={y} stroke="#ffffff" strokeOpacity="0.12" strokeDasharray="4 6" />
      ))}
      <path d="M36 272 C 80 262 104 266 142 246 S 214 214 254 220 S 330 180 404 160 L404 286 L36 286 Z" fill={`url(#${area})`} />
      <path
        d="M36 272 C 80 262 104 266 142 246 S 214 214 254 220 S 330 180 404 160"
        stroke="#5eead4"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="254" cy="220" r="4" fill="#ccfbf1" />
      <circle cx="404" cy="160" r="7" fill="#0f766e" stroke="#ccfbf1" strokeWidth="3" />

      {/* Smartlink card: one stream of visitors routed to three offers */}
      <g filter={`url(#${shadow})`}>
        <rect x="338" y="8" width="170" height="122" rx="16" className="fill-white dark:fill-slate-800" />
      </g>
      <rect x="354" y="24" width="60" height="7" rx="3.5" className="fill-slate-200 dark:fill-slate-600" />
      <path
        d="M384 80 C 420 80 420 50 456 50 M384 80 H456 M384 80 C 420 80 420 110 456 110"
        className="stroke-teal-500 dark:stroke-teal-300"
        strokeWidth="2"
        strokeDasharray="3 4"
      />
      <circle cx="380" cy="80" r="15" className="fill-teal-600 dark:fill-teal-400" />
      <path
        d="M375.5 84.5l9-9M373 80.5l-1.6 1.6a3.6 3.6 0 0 0 5.1 5.1l1.6-1.6M387 79.5l1.6-1.6a3.6 3.6 0 0 0-5.1-5.1L381.9 74.4"
        className="stroke-white dark:stroke-slate-900"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="462" cy="50" r="8" fill="#f59e0b" />
      <circle cx="462" cy="80" r="8" fill="#0ea5e9" />
      <circle cx="462" cy="110" r="8" fill="#8b5cf6" />
      <rect x="476" y="47" width="20" height="6" rx="3" className="fill-slate-200 dark:fill-slate-600" />
      <rect x="476" y="77" width="16" height="6" rx="3" className="fill-slate-200 dark:fill-slate-600" />

      {/* Bars card */}
      <g filter={`url(#${shadow})`}>
        <rect x="312" y="222" width="196" height="148" rx="16" className="fill-white dark:fill-slate-800" />
      </g>
      <rect x="328" y="238" width="70" height="7" rx="3.5" className="fill-slate-200 dark:fill-slate-600" />
      <rect x="462" y="236" width="32" height="11" rx="5.5" className="fill-emerald-100 dark:fill-emerald-900" />
      {[38, 56, 44, 70, 62, 88].map((height, i) => (
        <rect
          key={i}
          x={332 + i * 28}
          y={350 - height}
          width="16"
          height={height}
          rx="4"
          className={
            i === 5 ? "fill-teal-600 dark:fill-teal-400" : i % 2 ? "fill-teal-300 dark:fill-teal-700" : "fill-teal-200 dark:fill-teal-800"
          }
        />
      ))}
      <line x1="326" x2="494" y1="354" y2="354" className="stroke-slate-200 dark:stroke-slate-600" strokeWidth="1.5" />

      {/* A conversion pill */}
      <g filter={`url(#${shadow})`}>
        <rect x="36" y="316" width="176" height="46" rx="23" className="fill-white dark:fill-slate-800" />
      </g>
      <circle cx="60" cy="339" r="12" className="fill-emerald-100 dark:fill-emerald-900" />
      <path
        d="M54.5 339.5l3.5 3.5 7-7.5"
        className="stroke-emerald-600 dark:stroke-emerald-300"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="82" y="329" width="82" height="7" rx="3.5" className="fill-slate-300 dark:fill-slate-500" />
      <rect x="82" y="343" width="54" height="6" rx="3" className="fill-slate-200 dark:fill-slate-600" />
      <rect x="172" y="333" width="26" height="12" rx="6" className="fill-teal-100 dark:fill-teal-900" />
    </svg>
  );
};

/** The product's mark (the favicon's rising line on a rounded tile); decorative, the title names the product. */
export const LogoMark = ({ className = "size-9", tone = "brand" }: { className?: string; tone?: "brand" | "inverse" }) => (
  <svg aria-hidden viewBox="0 0 32 32" className={className}>
    <rect
      width="32"
      height="32"
      rx="9"
      className={tone === "brand" ? "fill-teal-600 dark:fill-teal-400" : "fill-white/15 stroke-white/30"}
      strokeWidth="1"
    />
    <path
      d="M8 21.5 L13.5 14.5 L17.5 18 L24 10"
      className={tone === "brand" ? "stroke-white dark:stroke-slate-950" : "stroke-white"}
      strokeWidth="2.8"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="24" cy="10" r="2.2" className={tone === "brand" ? "fill-white dark:fill-slate-950" : "fill-teal-200"} />
  </svg>
);

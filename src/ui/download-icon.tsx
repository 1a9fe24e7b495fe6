/** A download arrow into a tray (16 px, the current text colour): the lists' and reports' export buttons; decorative. */
export const DownloadIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-4">
    <path
      d="M8 2v8m0 0 3-3m-3 3L5 7M2.5 11v1.5A1.5 1.5 0 0 0 4 14h8a1.5 1.5 0 0 0 1.5-1.5V11"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

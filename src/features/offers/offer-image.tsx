/**
 * An offer's picture, on its page and in the list (decorative: the offer's name is beside it). The
 * service worker keeps the ones the publisher saw for reading offline (docs/decisions/083-readable-offline.md);
 * one it could not keep (never shown online, over its limits, or on a CDN of another origin) or that
 * fails to load at all shows a quiet placeholder of the same size instead of a broken image. When the
 * network is back it is tried again.
 */
import { useEffect, useState } from "react";
import { isOffline, onConnectivity } from "../../ui/connectivity";

export interface OfferImageProps {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Its size, corners and fit: the placeholder takes the same. */
  readonly className: string;
  /** Loaded when it nears the screen (the list's rows). */
  readonly lazy?: boolean;
}

export const OfferImage = ({ src, width, height, className, lazy = false }: OfferImageProps) => {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(
    () =>
      onConnectivity(() => {
        if (!isOffline()) setFailed(null);
      }),
    [],
  );
  if (failed === src)
    return (
      <span
        aria-hidden="true"
        className={`${className} flex items-center justify-center bg-slate-100 text-slate-400 ring-1 ring-slate-200 ring-inset dark:bg-slate-800 dark:text-slate-500 dark:ring-slate-700`}
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-5"
        >
          <rect x="3.5" y="5" width="17" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.5" />
          <path d="m4 17 5-4.5 3.5 3 3-2.5L20 17" />
        </svg>
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={lazy ? "lazy" : undefined}
      className={className}
      onError={() => setFailed(src)}
    />
  );
};

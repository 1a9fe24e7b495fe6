/**
 * The QR code of a link, drawn from uqr's module matrix as one SVG path (dark modules on a light
 * square with the standard four-module quiet zone, light in both colour schemes so phones read it).
 * Loaded lazily by the link builder: uqr stays out of every route's first load.
 */
import { encode } from "uqr";

export default function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { ecc: "M", border: 4 });
  let path = "";
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={192}
      height={192}
      shapeRendering="crispEdges"
      className="rounded-lg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

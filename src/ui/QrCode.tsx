import { useMemo } from 'react';
import { encode } from 'uqr';

/** One SVG path for all dark modules: crisp at any zoom, no canvas, no HTML from a library. */
function modulesPath(data: boolean[][]): string {
  let d = '';
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x} ${y}h1v1h-1z`;
  }));
  return d;
}

interface Props {
  value: string;
  /** Rendered size in CSS pixels (site-chrome.md §9: 137 in the header panel). */
  size: number;
  /** The accessible name; without one the code is decorative (its text says what it is). */
  label?: string;
  /** Quiet zone in modules. */
  border?: number;
  className?: string;
}

/** A QR code (uqr) as one SVG: the header's download panel and the footer's download block. */
export function QrCode({ value, size, label, border = 0, className }: Props) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border }), [value, border]);
  return (
    <svg className={className} width={size} height={size} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}>
      <path d={modulesPath(qr.data)} fill="#000" />
    </svg>
  );
}

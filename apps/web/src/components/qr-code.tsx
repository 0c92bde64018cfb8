/**
 * A QR code drawn as SVG rectangles, one per dark module (no HTML strings injected). `uqr`
 * is imported only by the lazy pages that show one (security centre, invitation codes).
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const qr = useMemo(() => encode(text, { border: 2, ecc: 'M' }), [text]);
  const cells: string[] = [];
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return (
    <svg
      className={className}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}

/**
 * A QR code drawn as SVG rectangles, one per dark module (uqr; no HTML strings injected). Import
 * it only from lazy pages, so the encoder stays out of the first load.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode(props: { text: string; label: string; className?: string }) {
  const qr = useMemo(() => encode(props.text, { border: 2, ecc: 'M' }), [props.text]);
  const cells: string[] = [];
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) cells.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return (
    <svg
      className={props.className ?? 'qr-code'}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={props.label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}

import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as SVG in the browser: the activation code never leaves the page for an
 * image service. One path of unit squares, crisp at any size.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { ecc: 'M', border: 2 });
    const squares: string[] = [];
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { size: qr.data.length, path: squares.join('') };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-lg bg-white"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}

import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { encode } from 'uqr';

/** The quiet zone around the code, in modules (what scanners expect). */
const BORDER = 4;

/**
 * `value` as a QR code, drawn in the browser as one SVG path: the TOTP secret it holds
 * never leaves the page (no image service). Dark on light whatever the colour mode, as
 * scanners read it best.
 */
export default function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { path, modules } = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: BORDER });
    const parts: string[] = [];
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { path: parts.join(''), modules: data.length };
  }, [value]);
  return (
    <Box bg="white" p="0" rounded="md" display="inline-block" lineHeight="0">
      <svg
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`0 0 ${modules} ${modules}`}
        shapeRendering="crispEdges"
      >
        <path d={path} fill="#000" />
      </svg>
    </Box>
  );
}

export interface QrCodeProps {
  value: string;
  /** The image's accessible name. */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
}

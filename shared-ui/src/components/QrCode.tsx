// A QR code as an inline SVG, as wide as its box up to `size` (qrcode, a maintained library, for the modules; shared-contracts draws the path the
// PDF draws too): sharp on screen and in print.
import { qrModulesPath } from '@rahi/shared-contracts';
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** The quiet zone around the code, in modules, that scanners need. */
const QUIET = 2;

export function QrCode({ text, label, size = 128 }: { text: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
    return { path: qrModulesPath(code.modules), modules: code.modules.size };
  }, [text]);
  const side = modules + 2 * QUIET;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      style={{ width: '100%', height: 'auto', maxWidth: size }}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

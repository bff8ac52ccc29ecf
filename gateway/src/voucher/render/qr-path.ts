// The QR code (qrcode, a maintained library) as one SVG path of its dark modules, for pdf-lib's drawSvgPath:
// vectors that stay sharp at any zoom and print size, and a few hundred bytes in the PDF.
import QRCode from 'qrcode';

/**
 * The path in module units (one module = 1×1) and the number of modules on a side. Consecutive dark modules of a
 * row are one rectangle.
 */
export function qrPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
        start = -1;
      }
    }
  }
  return { path: parts.join(''), size: modules.size };
}

// A QR code's dark modules as one SVG path, for the voucher PDF (pdf-lib's drawSvgPath) and the /voucher page
// (an <svg>): vectors that stay sharp at any zoom and print size. The modules come from the qrcode library
// (QRCode.create(text).modules), which each caller imports; this rule only draws them.

/** What qrcode's BitMatrix offers: the side length and the value of a module. */
export interface QrModules {
  size: number;
  get(row: number, column: number): number | boolean;
}

/**
 * The path in module units (one module = 1×1); consecutive dark modules of a row are one rectangle.
 * @example qrModulesPath(QRCode.create('https://rahi.ir', { errorCorrectionLevel: 'M' }).modules) // → 'M0 0h7v1h-7z…'
 */
export function qrModulesPath(modules: QrModules): string {
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && Boolean(modules.get(row, column));
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        parts.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
        start = -1;
      }
    }
  }
  return parts.join('');
}

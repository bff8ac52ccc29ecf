// A QR code's dark modules as runs along its rows, for the voucher PDF (filled rectangles) and the /voucher page
// (one SVG path): vectors that stay sharp at any zoom and print size. The modules come from the qrcode library
// (QRCode.create(text).modules), which each caller imports; this rule only draws them.

/** What qrcode's BitMatrix offers: the side length and the value of a module. */
export interface QrModules {
  size: number;
  get(row: number, column: number): number | boolean;
}

/** Consecutive dark modules of one row. */
export interface QrRun {
  row: number;
  column: number;
  length: number;
}

/** Every run of dark modules, row by row. */
export function qrModuleRuns(modules: QrModules): QrRun[] {
  const runs: QrRun[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && Boolean(modules.get(row, column));
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({ row, column: start, length: column - start });
        start = -1;
      }
    }
  }
  return runs;
}

/**
 * The runs as one SVG path in module units (one module = 1×1).
 * @example qrModulesPath(QRCode.create('https://rahi.ir', { errorCorrectionLevel: 'M' }).modules) // → 'M0 0h7v1h-7z…'
 */
export const qrModulesPath = (modules: QrModules): string =>
  qrModuleRuns(modules)
    .map(({ row, column, length }) => `M${column} ${row}h${length}v1h${-length}z`)
    .join('');

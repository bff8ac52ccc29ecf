// The QR code (qrcode, a maintained library) as one SVG path of its dark modules, for pdf-lib's drawSvgPath:
// vectors that stay sharp at any zoom and print size, and a few hundred bytes in the PDF. The path is
// shared-contracts' qrModulesPath, which the /voucher page draws too.
import { qrModulesPath } from '@rahi/shared-contracts';
import QRCode from 'qrcode';

/** The path in module units (one module = 1×1) and the number of modules on a side. */
export function qrPath(text: string): { path: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { path: qrModulesPath(modules), size: modules.size };
}

// The QR code (qrcode, a maintained library) as runs of dark modules, which the PDF fills as rectangles: vectors
// that stay sharp at any zoom and print size, and a few hundred bytes in the PDF. The runs are shared-contracts'
// qrModuleRuns, which the /voucher page draws too.
import { type QrRun, qrModuleRuns } from '@rahi/shared-contracts';
import QRCode from 'qrcode';

/** The runs in module units and the number of modules on a side. */
export function qrRuns(text: string): { runs: QrRun[]; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { runs: qrModuleRuns(modules), size: modules.size };
}

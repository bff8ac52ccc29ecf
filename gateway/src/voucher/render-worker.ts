// A piscina worker: draws one voucher PDF. The fonts are parsed when the thread starts, once for its life.
import type { VoucherDocument } from '@rahi/shared-contracts';
import { voucherFont } from './render/pdf-font';
import { renderVoucherPdf } from './render/render-voucher';

voucherFont('regular');
voucherFont('bold');

export default function render(document: VoucherDocument): Promise<Uint8Array> {
  return renderVoucherPdf(document);
}

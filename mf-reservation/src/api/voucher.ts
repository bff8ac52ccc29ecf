// The voucher's addresses and files: the page's own address (also what POST /api/voucher-pdf reads), the PDF
// (product §7: POST /api/voucher-pdf { url }, saved as voucher-<random>.pdf or voucher-factor-<random>.pdf; a
// failure is only logged, product §8) and the stay's .ics (GET /api/voucher-calendar).
import { postForFile, saveFile } from '@rahi/shared-ui/api';

/** @example voucherPath('48213657', '09121234567', true) // → '/voucher?reserveId=48213657&mobile=09121234567&isFactor=1' */
export function voucherPath(reserveId: string, mobile: string, isFactor = false): string {
  const query = new URLSearchParams({ reserveId, mobile });
  if (isFactor) query.set('isFactor', '1');
  return `/voucher?${query}`;
}

export const calendarPath = (reserveId: string, mobile: string) =>
  `/api/voucher-calendar?${new URLSearchParams({ reserveId, mobile })}`;

export const reserveStatusPath = (reserveId: string, mobile: string) =>
  `/reserve-status?${new URLSearchParams({ reserveId, mobile })}`;

/** A random number for the file's name, as product §7's voucher PDF call names them. */
const randomSuffix = () => String(crypto.getRandomValues(new Uint32Array(1))[0] ?? Date.now());

/** Asks the gateway for the PDF and saves it; true when saved. */
export async function downloadVoucherPdf(
  reserveId: string,
  mobile: string,
  isFactor: boolean,
): Promise<boolean> {
  const url = `${window.location.origin}${voucherPath(reserveId, mobile, isFactor)}`;
  const result = await postForFile('/api/voucher-pdf', { url });
  if (!result.ok) {
    console.error(`[mf-reservation] voucher PDF of ${reserveId} failed: ${result.status}`, result.errors);
    return false;
  }
  saveFile(result.blob, `${isFactor ? 'voucher-factor' : 'voucher'}-${randomSuffix()}.pdf`);
  return true;
}

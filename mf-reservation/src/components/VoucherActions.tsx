// What the voucher page offers above the sheet (none of it printed): print, the PDF, the stay's .ics, and the
// switch between voucher and invoice. A PDF that cannot be made is only logged (product §8).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { calendarPath, downloadVoucherPdf, voucherPath } from '../api/voucher';
import { VOUCHER_TEXTS as T } from '../voucher-texts';

interface Props {
  reserveId: string;
  mobile: string;
  isFactor: boolean;
}

export function VoucherActions({ reserveId, mobile, isFactor }: Props) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadVoucherPdf(reserveId, mobile, isFactor);
    setDownloading(false);
  };
  return (
    <Box
      role="toolbar"
      aria-label={T.actions}
      className="voucher-actions"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3, '@media print': { display: 'none' } }}
    >
      <Button variant="contained" onClick={download} disabled={downloading}>
        {downloading ? T.downloading : T.downloadPdf}
      </Button>
      <Button variant="outlined" onClick={() => window.print()}>
        {T.print}
      </Button>
      <Button variant="outlined" href={calendarPath(reserveId, mobile)} download>
        {T.addToCalendar}
      </Button>
      <Button component={RouterLink} to={voucherPath(reserveId, mobile, !isFactor)} variant="text">
        {isFactor ? T.showVoucher : T.showInvoice}
      </Button>
    </Box>
  );
}

// A file of rates for the whole hotel (the CSV a hotel keeps): the columns it may have, explained; the file chosen
// and sent whole; every wrong line listed as booking-api names it («سطر ۵: …»), and nothing applied then.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RATES_CSV_COLUMNS, RATES_CSV_LIMITS } from '@rahi/shared-contracts/api';
import { STAFF_RATES_MESSAGES } from '@rahi/shared-contracts/staff';
import { PendingButton } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type ChangeEvent, useId, useState } from 'react';
import { useImportNights } from '../api/rates';

/** The file's text (UTF-8), through FileReader, which every browser and jsdom have. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });

export function ImportDialog({
  hotel,
  onClose,
}: {
  hotel: { id: number; name: string };
  onClose: () => void;
}) {
  const titleId = useId();
  const upload = useImportNights(hotel.id);
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setFile(chosen);
    // UTF-8 text: at most as many bytes as three times the characters allowed.
    setTooLarge(chosen !== null && chosen.size > RATES_CSV_LIMITS.characters * 3);
  };
  const send = async () => {
    if (!file || tooLarge) return;
    upload.mutate({ csv: await readText(file) });
  };
  const problems = upload.error instanceof ApiError ? upload.error.errors : [];
  const done = upload.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>بارگذاری فایل قیمت‌ها: {hotel.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">
          یک فایل CSV با سطر عنوان و یک سطر برای هر شب و نوع اتاق. خانه‌ی خالی یعنی بدون تغییر. اگر سطری نادرست
          باشد هیچ سطری اعمال نمی‌شود.
        </Typography>
        <Box sx={{ overflowX: 'auto' }} role="region" aria-label="ستون‌های فایل" tabIndex={0}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>ستون</TableCell>
                <TableCell>چه بنویسید</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {RATES_CSV_COLUMNS.map((column) => (
                <TableRow key={column.key}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {column.names[1]}
                    {column.required ? ' (لازم)' : ''}
                    <Box component="span" dir="ltr" sx={{ display: 'block', color: 'text.secondary' }}>
                      {column.names[0]}
                    </Box>
                  </TableCell>
                  <TableCell>{column.means}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Button component="label" variant="outlined" sx={{ justifySelf: 'start' }}>
          انتخاب فایل
          <input type="file" accept=".csv,text/csv" hidden onChange={choose} aria-label="فایل CSV" />
        </Button>
        {file && <Typography>{file.name}</Typography>}
        <Box aria-live="polite">
          {tooLarge && <Alert severity="error">{STAFF_RATES_MESSAGES.importTooLarge}</Alert>}
          {problems.length > 0 && (
            <Alert severity="error">
              <Box component="ul" sx={{ m: 0, ps: 2 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </Box>
            </Alert>
          )}
          {done && (
            <Alert severity="success">{STAFF_RATES_MESSAGES.importApplied(done.nights, done.lines)}</Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{done ? 'بستن' : 'انصراف'}</Button>
        <PendingButton
          variant="contained"
          onClick={() => void send()}
          disabled={!file || tooLarge}
          pending={upload.isPending}
        >
          {upload.isPending ? 'در حال بارگذاری…' : 'اعمال فایل'}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
}

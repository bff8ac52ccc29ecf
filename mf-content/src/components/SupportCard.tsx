// How to reach support, from the header/footer payload (its phone and hours), beside the contact form (a labelled
// section: a complementary landmark may not sit inside main).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toAsciiDigits, toPersianDigits } from '@rahi/shared-contracts';
import type { HeaderFooter } from '@rahi/shared-contracts/api';
import { useApiQuery } from '@rahi/shared-ui/query';

export function SupportCard() {
  const { data } = useApiQuery<HeaderFooter>('/header-footer-contents');
  const settings = (data?.header.settings ?? {}) as { phone?: unknown; supportHours?: unknown };
  const phone = typeof settings.phone === 'string' ? settings.phone : data?.footer.phone;
  const hours = typeof settings.supportHours === 'string' ? settings.supportHours : null;
  return (
    <Paper
      component="section"
      aria-labelledby="support-card-title"
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, bgcolor: 'grey.50' }}
    >
      <Typography id="support-card-title" component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
        پشتیبانی راهی
      </Typography>
      <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gap: 0.5, '& dd': { m: 0, mb: 1 } }}>
        <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
          تلفن
        </Typography>
        <Typography component="dd">
          {phone ? (
            <Link href={`tel:${toAsciiDigits(phone).replace(/[^\d+]/g, '')}`} dir="ltr">
              {toPersianDigits(phone)}
            </Link>
          ) : (
            '…'
          )}
        </Typography>
        <Typography component="dt" color="text.secondary" sx={{ fontSize: 14 }}>
          ساعت پاسخگویی
        </Typography>
        <Typography component="dd">{hours ?? '…'}</Typography>
      </Box>
      <Typography color="text.secondary" sx={{ fontSize: 14, lineHeight: 1.9 }}>
        اگر وارد حساب خود شده باشید، پیامتان به صورت تیکت ثبت می‌شود و پاسخ را در «تیکت‌های من» می‌بینید.
      </Typography>
    </Paper>
  );
}

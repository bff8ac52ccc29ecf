// The not-found page: /404, every unknown address, and every route whose page is not built yet.
// It says plainly that the page is missing and offers the ways on a traveller most likely wants.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES, toPersianDigits } from '@rahi/shared-contracts';
import { Ltr } from '@rahi/shared-ui/components';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LostTraveller } from '../components/LostTraveller';

const SUGGESTIONS = [
  { label: 'هتل‌های نزدیک حرم امام رضا', to: '/imam-hotels' },
  { label: 'نکات سفر', to: '/travel-tips' },
  { label: 'پیگیری رزرو', to: '/reserve-status' },
  { label: 'تماس با پشتیبانی', to: '/contact-us' },
];

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    document.title = MESSAGES.pageNotFoundTitle;
  }, []);

  return (
    <Box
      component="section"
      aria-labelledby="not-found-title"
      sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}
    >
      <LostTraveller />
      <Typography
        component="p"
        sx={{ fontSize: 56, fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
      >
        {toPersianDigits(404)}
      </Typography>
      <Typography id="not-found-title" component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1 }}>
        {MESSAGES.notFoundHeading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
        نشانی <Ltr style={{ fontFamily: 'monospace' }}>{safeDecode(pathname)}</Ltr> در راهی وجود ندارد یا
        جابه‌جا شده است.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {MESSAGES.backToHome}
      </Button>
      <Box component="nav" aria-label="پیشنهادها" sx={{ mt: 4 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          شاید این‌ها به کارتان بیاید:
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {SUGGESTIONS.map((item) => (
            <Link key={item.to} component={RouterLink} to={item.to} underline="hover">
              {item.label}
            </Link>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

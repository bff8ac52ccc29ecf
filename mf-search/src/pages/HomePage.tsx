// The home page (route /): the search hero first, then why travellers can trust us and where our
// guides are. Popular destinations and featured hotels join when booking-api serves them.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SearchHero } from '../components/SearchHero';

const PROMISES = [
  { title: 'قیمت روشن', text: 'قیمت هر شب، تخفیف هتل و مبلغ نهایی را پیش از پرداخت می‌بینید.' },
  { title: 'واچر آنی', text: 'پس از پرداخت، واچر رزرو را همان لحظه دریافت و چاپ می‌کنید.' },
  { title: 'پشتیبانی', text: 'تیم پشتیبانی راهی هر روز هفته پاسخ‌گوی شماست.' },
];

const GUIDES = [
  { label: 'نقشه راه‌آهن ایران', to: '/railway-map' },
  { label: 'نقشه فرودگاه مهرآباد', to: '/mehrabad-map' },
  { label: 'اطلس راه‌های کشور', to: '/country-road-atlas' },
  { label: 'نکات سفر', to: '/travel-tips' },
];

export default function HomePage() {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 } }}>
      <SearchHero />
      <Box component="section" aria-labelledby="promises-title">
        <Typography id="promises-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          چرا راهی؟
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {PROMISES.map((promise) => (
            <Paper key={promise.title} variant="outlined" sx={{ p: 2.5, borderRadius: 3 }}>
              <Typography component="h3" sx={{ fontWeight: 700, color: 'primary.dark', mb: 0.5 }}>
                {promise.title}
              </Typography>
              <Typography color="text.secondary">{promise.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="guides-title">
        <Typography id="guides-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          راهنمای سفر
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {GUIDES.map((guide) => (
            <li key={guide.to}>
              <Link component={RouterLink} to={guide.to} underline="hover" sx={{ fontWeight: 600 }}>
                {guide.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

// The home page's hero: the promise in one line and the search box. Text only, no picture: the largest
// paint of the home page is this heading. The heading and the box come in the server's HTML (mf-search/src/server),
// so the box is part of the page's own code rather than loaded after it: the whole hero hydrates in one pass, and
// the box answers as soon as the page has hydrated.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SearchBox } from './SearchBox';

export function SearchHero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        borderRadius: 4,
        px: { xs: 2, md: 6 },
        py: { xs: 4, md: 7 },
        color: '#fff',
        background: 'linear-gradient(135deg, #0a5c3b 0%, #0f7b4f 45%, #1660b8 100%)',
      }}
    >
      <Typography id="hero-title" component="h1" sx={{ fontSize: { xs: 26, md: 40 }, fontWeight: 800 }}>
        رزرو هتل در سراسر ایران، با بهترین قیمت
      </Typography>
      <Typography sx={{ mt: 1, mb: 3, fontSize: { xs: 15, md: 18 }, opacity: 0.92 }}>
        مقایسه قیمت اتاق‌ها، رزرو آنی و دریافت واچر، با پشتیبانی هر روزه
      </Typography>
      <SearchBox variant="hero" />
    </Box>
  );
}

// The home page's hero: the promise in one line and the search box. Text only, no picture: the largest
// paint of the home page is this heading. The search box (autocomplete, date picker, their MUI parts)
// loads beside it rather than before it, in a placeholder of its own size, so the heading paints first
// and nothing moves when the box arrives. The server draws the box at once (it passes `box`: a server render
// cannot wait for lazy code); in the browser the box's markup then stays as the server drew it until the
// lazily loaded code hydrates it, inside the same Suspense boundary.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ComponentType, lazy, Suspense } from 'react';
import type { SearchBoxProps } from './SearchBox';

const LazySearchBox = lazy(() => import('./SearchBox'));

/** The search box's height at each width (one, two or four fields a row). */
export const SEARCH_BOX_HEIGHT = { xs: 292, sm: 224, md: 88 };

export interface SearchHeroProps {
  /** The search box drawn at once instead of loaded lazily (the server render passes SearchBox itself). */
  box?: ComponentType<SearchBoxProps>;
}

export function SearchHero({ box: SearchBox = LazySearchBox }: SearchHeroProps) {
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
      <Suspense
        fallback={<Paper aria-hidden="true" sx={{ minHeight: SEARCH_BOX_HEIGHT, borderRadius: 3 }} />}
      >
        <SearchBox variant="hero" />
      </Suspense>
    </Box>
  );
}

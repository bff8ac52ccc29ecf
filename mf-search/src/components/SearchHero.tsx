// The home page's hero: the promise in one line and the search box. The search box checks the
// spec's rules (§5) and reports through the bus's toasts. Destination autocomplete, the Jalali date
// picker and the trip to the city page arrive with the search issue; until then a complete form
// says so instead of pretending to search.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getEventBus, validateSearch } from '@rahi/shared-contracts';
import { type FormEvent, useState } from 'react';
import { SearchField } from './SearchField';

const EMPTY = { destination: '', checkin: '', checkout: '' };

export function SearchHero() {
  const [fields, setFields] = useState(EMPTY);

  const update = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSearch(fields);
    const bus = getEventBus();
    if (problem) bus.emit({ type: 'toast/error', payload: { message: problem } });
    else bus.emit({ type: 'toast/info', payload: { message: 'جستجوی هتل هنوز راه‌اندازی نشده است.' } });
  };

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
      <Paper
        component="form"
        role="search"
        aria-label="جستجوی هتل"
        noValidate
        onSubmit={submit}
        sx={{
          p: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr auto' },
          borderRadius: 3,
        }}
      >
        <SearchField
          label="مقصد یا نام هتل"
          placeholder="مثلا مشهد"
          value={fields.destination}
          onChange={update('destination')}
          sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        />
        <SearchField
          label="تاریخ ورود"
          placeholder="۱۴۰۵/۰۹/۰۱"
          value={fields.checkin}
          onChange={update('checkin')}
        />
        <SearchField
          label="تاریخ خروج"
          placeholder="۱۴۰۵/۰۹/۰۳"
          value={fields.checkout}
          onChange={update('checkout')}
        />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, px: 4 }}>
          جستجو
        </Button>
      </Paper>
    </Box>
  );
}

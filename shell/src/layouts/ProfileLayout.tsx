// The traveller's account area: the profile sections beside the page, stacked on phones.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import { NavLink } from 'react-router-dom';
import { Header } from '../components/Header';
import type { LayoutProps } from './DefaultLayout';
import { LateFooter } from './LateFooter';

const SECTIONS = [
  { label: 'حساب کاربری', to: '/profile' },
  { label: 'ویرایش اطلاعات', to: '/profile/edit' },
  { label: 'رزروهای من', to: '/profile/reserves' },
  { label: 'تیکت‌های پشتیبانی', to: '/profile/ticket' },
  { label: 'تراکنش‌ها', to: '/profile/transactions' },
  { label: 'مسافران قبلی', to: '/profile/previous-passengers' },
];

export function ProfileLayout({ footerHiddenOnMobile, children }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Container
        maxWidth="lg"
        sx={{ flexGrow: 1, py: 3, display: 'grid', gap: 3, gridTemplateColumns: { md: '240px 1fr' } }}
      >
        <Paper component="nav" aria-label="بخش‌های حساب کاربری" variant="outlined" sx={{ alignSelf: 'start' }}>
          <List>
            {SECTIONS.map((section) => (
              <ListItemButton key={section.to} component={NavLink} to={section.to} end>
                {section.label}
              </ListItemButton>
            ))}
          </List>
        </Paper>
        <Box component="main" id="main">
          {children}
        </Box>
      </Container>
      <LateFooter hiddenOnMobile={footerHiddenOnMobile} />
    </Box>
  );
}

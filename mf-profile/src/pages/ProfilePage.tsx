// /profile: the account's home. Name, mobile, the wallet's credit and the points (GET /profile); the next stay
// and the latest bookings (the first page of GET /profile/bookings, newest first); the tickets still open
// (GET /tickets); and the way to every section.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { todayInTehran, toPersianDigits } from '@rahi/shared-contracts';
import { LoadState, SectionCard } from '@rahi/shared-ui/components';
import { Link as RouterLink } from 'react-router-dom';
import { useOpenTickets } from '../api/get-open-tickets';
import { useProfile } from '../api/get-profile';
import { useProfileBookings } from '../api/get-profile-bookings';
import { AccountSummary } from '../components/profile/AccountSummary';
import { nextStay } from '../components/profile/next-stay';
import { PROFILE_SECTIONS } from '../components/profile-sections';
import { BookingCard } from '../components/reserves/BookingCard';
import { profilePage } from './profile-page';

const LATEST_COUNT = 3;
const TICKET_STATUS = { open: 'در انتظار پاسخ', answered: 'پاسخ داده شده', closed: 'بسته' } as const;

function ProfilePage() {
  const profile = useProfile();
  const bookings = useProfileBookings(null, 1);
  const tickets = useOpenTickets();
  const upcoming = bookings.data ? nextStay(bookings.data.items, todayInTehran()) : undefined;
  // The three reads arrive in any order; drawn one by one, each answer moved every section below it on screen
  // (layout shift 0.1 in Lighthouse). One placeholder stands for the page until all three have answered.
  const answered = [profile, bookings, tickets].every((read) => read.data !== undefined || read.error);
  if (!answered) return <LoadState error={null} onRetry={() => {}} rows={4} />;

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {profile.data ? (
        <AccountSummary profile={profile.data} />
      ) : (
        <LoadState error={profile.error} onRetry={() => void profile.refetch()} rows={1} />
      )}

      <SectionCard title="سفر بعدی شما">
        {upcoming ? (
          <BookingCard booking={upcoming} />
        ) : bookings.data ? (
          <Typography color="text.secondary">
            سفر پیش رویی ندارید.{' '}
            <Link component={RouterLink} to="/">
              جستجوی هتل
            </Link>
          </Typography>
        ) : (
          <LoadState error={bookings.error} onRetry={() => void bookings.refetch()} rows={1} />
        )}
      </SectionCard>

      <SectionCard title="آخرین رزروها" more={{ label: 'همه رزروها', to: '/profile/reserves' }}>
        {bookings.data ? (
          bookings.data.items.length > 0 ? (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {bookings.data.items.slice(0, LATEST_COUNT).map((booking) => (
                <BookingCard key={booking.reserveId} booking={booking} />
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">هنوز رزروی ندارید.</Typography>
          )
        ) : (
          <LoadState error={bookings.error} onRetry={() => void bookings.refetch()} rows={2} />
        )}
      </SectionCard>

      <SectionCard title="تیکت‌های باز" more={{ label: 'همه تیکت‌ها', to: '/profile/ticket' }}>
        {tickets.open ? (
          tickets.open.length > 0 ? (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {tickets.open.map((ticket) => (
                <Box
                  component="li"
                  key={ticket.id}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                >
                  <Link component={RouterLink} to={`/profile/ticket/${ticket.id}`}>
                    {ticket.subject}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {TICKET_STATUS[ticket.status]}، شماره {toPersianDigits(ticket.id)}
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">تیکت بازی ندارید.</Typography>
          )
        ) : (
          <LoadState error={tickets.error} onRetry={() => void tickets.refetch()} rows={1} />
        )}
      </SectionCard>

      <SectionCard title="بخش‌های حساب">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {PROFILE_SECTIONS.map((section) => (
            <Box
              component="li"
              key={section.to}
              sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}
            >
              <Link component={RouterLink} to={section.to} underline="hover" sx={{ fontWeight: 700 }}>
                {section.label}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {section.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </SectionCard>
    </Box>
  );
}

export default profilePage('./ProfilePage', ProfilePage);

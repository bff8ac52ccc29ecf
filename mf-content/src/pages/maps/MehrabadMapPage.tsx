// Exposed as './MehrabadMapPage': /mehrabad-map, Tehran's domestic airport: its terminals (a sketch and the same
// as a table), getting there by metro line 4, taxi or car, its services, the plain warning that airlines change
// terminals, and our Tehran hotels nearest it (booking-api measures from the database's coordinates).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { cityPath } from '@rahi/shared-contracts';
import type { Airport } from '@rahi/shared-contracts/api';
import { formatKm } from '@rahi/shared-ui/format';
import { Link as RouterLink } from 'react-router-dom';
import { ContentLayout } from '../../components/content/ContentLayout';
import { ContentQueryPage } from '../../components/content/ContentQueryPage';
import { ContentSection } from '../../components/content/ContentSection';
import { HotelLinkList } from '../../components/content/HotelLinkList';
import type { ContentPageProps } from '../content/CmsPage';
import { MEHRABAD_END_POINT } from './map-data';
import { TerminalSketch } from './mehrabad/TerminalSketch';
import { TerminalTable } from './mehrabad/TerminalTable';

export const MEHRABAD_MAP_TITLE = 'نقشه فرودگاه مهرآباد';
export const MEHRABAD_MAP_DESCRIPTION =
  'پایانه‌های فرودگاه مهرآباد تهران (پروازهای داخلی)، رسیدن با مترو خط ۴ و تاکسی، خدمات فرودگاه و هتل‌های نزدیک آن.';

/** Title and text pairs (ways to get there, services), each a small heading over its paragraph. */
function Facts({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {items.map((item) => (
        <li key={item.title}>
          <Typography component="h3" sx={{ fontSize: 16, fontWeight: 700, mb: 0.5 }}>
            {item.title}
          </Typography>
          <Typography sx={{ lineHeight: 1.9 }}>{item.text}</Typography>
        </li>
      ))}
    </Box>
  );
}

export function MehrabadMapView({ airport }: { airport: Airport }) {
  const { guide, city } = airport;
  const sketchCaption = `طرح ساده پایانه‌های مسافری ${airport.name} و ایستگاه‌های مترو (بدون مقیاس)`;
  return (
    <ContentLayout
      crumbs={[]}
      title={MEHRABAD_MAP_TITLE}
      lead={guide.summary}
      updatedAt={airport.updatedAt}
      wide
    >
      <Alert severity="warning" role="note" sx={{ mb: 3, lineHeight: 1.9, fontSize: 15 }}>
        {guide.terminalNotice}
      </Alert>
      <ContentSection id="terminals" title="پایانه‌ها">
        <Typography color="text.secondary" sx={{ fontSize: 14, mb: 1 }}>
          {sketchCaption}
        </Typography>
        <TerminalSketch airport={airport} caption={sketchCaption} />
        <TerminalTable airport={airport} captionId="terminals" />
      </ContentSection>
      <ContentSection id="getting-there" title="رسیدن به فرودگاه">
        <Facts items={guide.access} />
      </ContentSection>
      <ContentSection id="services" title="خدمات و توصیه‌ها">
        <Facts items={guide.services} />
      </ContentSection>
      {airport.nearbyHotels.length > 0 && (
        <HotelLinkList
          id="nearby-hotels"
          title={`هتل‌های ${city.name} نزدیک فرودگاه`}
          hotels={airport.nearbyHotels}
          fact={(hotel) => `${formatKm(hotel.distanceKm)} تا فرودگاه (خط مستقیم)`}
        >
          <Button component={RouterLink} to={cityPath(city)} variant="outlined" sx={{ mt: 2 }}>
            همه هتل‌های {city.name}
          </Button>
        </HotelLinkList>
      )}
    </ContentLayout>
  );
}

export default function MehrabadMapPage({ serverData }: ContentPageProps) {
  return (
    <ContentQueryPage
      endPoint={MEHRABAD_END_POINT}
      serverData={serverData}
      pick={(data) => ('airport' in data ? data.airport : undefined)}
      title={MEHRABAD_MAP_TITLE}
      view={(airport) => <MehrabadMapView airport={airport} />}
    />
  );
}

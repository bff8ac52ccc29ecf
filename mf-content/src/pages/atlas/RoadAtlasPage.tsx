// Exposed as './RoadAtlasPage': /country-road-atlas, Iran's provinces and their main cities, and a table of road
// distances between major cities (booking-api's /road-atlas) with a city filter kept in the address (?city=), so a
// filtered table is a link and is rendered on the server too. The source of the distances is stated on the page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { cityPath, formatPersianNumber, toPersianDigits } from '@rahi/shared-contracts';
import type { AtlasCity, RoadAtlas } from '@rahi/shared-contracts/api';
import { renderedWhenNear } from '@rahi/shared-ui/components';
import { KEEP_SCROLL } from '@rahi/shared-ui/routing';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { roadAtlasEndPoint } from '../../api/content-end-points';
import { ContentLayout } from '../../components/content/ContentLayout';
import { ContentQueryPage } from '../../components/content/ContentQueryPage';
import { ContentSection } from '../../components/content/ContentSection';
import type { ContentPageProps } from '../content/CmsPage';
import { filterAtlas } from './filter-atlas';

export const ROAD_ATLAS_TITLE = 'اطلس راه‌های کشور';
export const ROAD_ATLAS_LEAD =
  'استان‌های ایران و شهرهای اصلی هر استان، با فاصله جاده‌ای شهرهای بزرگ از یکدیگر. شهرهایی که در راهی هتل دارند به فهرست هتل‌هایشان پیوند دارند.';

// The table and the province cards are plain elements styled once by their container (nested selectors), not an MUI
// component per cell: about 700 components fewer to hydrate, which is most of this page's main-thread time.
const cityLinkSx = {
  '& a': { color: 'primary.main', fontWeight: 600, textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
  '& a:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

function CityName({ city }: { city: AtlasCity }) {
  return city.sold ? <RouterLink to={cityPath(city.sold)}>{city.name}</RouterLink> : city.name;
}

function DistanceTable({ distances }: { distances: RoadAtlas['distances'] }) {
  return (
    <Box
      id="road-distances-table"
      role="region"
      aria-label="جدول فاصله‌ها"
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        '& table': { width: '100%', minWidth: 560, borderCollapse: 'collapse', fontSize: 14 },
        '& th, & td': { textAlign: 'start', px: 2, py: 0.75, borderBottom: 1, borderColor: 'divider' },
        '& th': { fontWeight: 600 },
        '& tbody tr:last-of-type td': { borderBottom: 0 },
        '& td:nth-of-type(3)': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        '& td:nth-of-type(4)': { color: 'text.secondary' },
        ...cityLinkSx,
      }}
    >
      <table>
        <thead>
          <tr>
            <th scope="col">از</th>
            <th scope="col">به</th>
            <th scope="col">فاصله (کیلومتر)</th>
            <th scope="col">از راه</th>
          </tr>
        </thead>
        <tbody>
          {distances.map((road) => (
            <tr key={`${road.from.name}-${road.to.name}`}>
              <td>
                <CityName city={road.from} />
              </td>
              <td>
                <CityName city={road.to} />
              </td>
              <td>{formatPersianNumber(road.km)}</td>
              <td>{road.via.length ? road.via.join('، ') : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

function Provinces({ provinces }: { provinces: RoadAtlas['provinces'] }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
        gap: 1.5,
        listStyle: 'none',
        '& > li': {
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          minWidth: 0,
        },
        '& h3': { fontSize: 16, fontWeight: 700, m: 0, mb: 0.5 },
        '& li ul': {
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.5,
          p: 0,
          m: 0,
          listStyle: 'none',
        },
        '& small': { color: 'text.secondary', fontSize: 13 },
        ...cityLinkSx,
        // Below the distance table: drawn when scrolled near (about 2,950 px tall on a phone). Its padding and
        // margin are the helper's (the list's own are replaced).
        ...renderedWhenNear(2950),
      }}
    >
      {provinces.map((province) => (
        <li key={province.name}>
          <h3>{`استان ${province.name}`}</h3>
          <ul>
            {province.cities.map((city, index) => (
              <li key={city.name}>
                <CityName city={city} />
                {index === 0 && <small> (مرکز)</small>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </Box>
  );
}

export function RoadAtlasView({ atlas }: { atlas: RoadAtlas }) {
  const [params, setParams] = useSearchParams();
  const text = params.get('city') ?? '';
  const shown = filterAtlas(atlas, text);
  const setText = (value: string) =>
    setParams(value ? { city: value } : {}, { replace: true, state: KEEP_SCROLL });
  return (
    <ContentLayout wide crumbs={[]} title={ROAD_ATLAS_TITLE} lead={ROAD_ATLAS_LEAD}>
      <Box role="search" sx={{ maxWidth: 420, mb: 1 }}>
        <TextField
          fullWidth
          type="search"
          label="جست‌وجوی شهر"
          helperText="نام شهر را بنویسید تا فاصله‌ها و استان آن را ببینید."
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 40, 'aria-controls': 'road-distances-table' } }}
        />
      </Box>
      <Typography role="status" color="text.secondary" sx={{ fontSize: 14, mb: 2 }}>
        {text.trim()
          ? `${toPersianDigits(shown.distances.length)} مسیر و ${toPersianDigits(shown.provinces.length)} استان پیدا شد.`
          : `${toPersianDigits(atlas.distances.length)} مسیر در ${toPersianDigits(atlas.provinces.length)} استان.`}
      </Typography>
      <ContentSection id="road-distances" title="فاصله جاده‌ای شهرهای بزرگ">
        {shown.distances.length > 0 ? (
          <DistanceTable distances={shown.distances} />
        ) : (
          <Typography color="text.secondary">برای این شهر فاصله‌ای در جدول نیست.</Typography>
        )}
        <Alert severity="info" role="note" icon={false} sx={{ mt: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15, mb: 0.5 }}>
            منبع فاصله‌ها
          </Typography>
          {atlas.source}
        </Alert>
      </ContentSection>
      <ContentSection id="provinces" title="استان‌ها و شهرهای اصلی">
        {shown.provinces.length > 0 ? (
          <Provinces provinces={shown.provinces} />
        ) : (
          <Typography color="text.secondary">استانی با این نام یا شهری به این نام نیست.</Typography>
        )}
      </ContentSection>
    </ContentLayout>
  );
}

export default function RoadAtlasPage({ serverData }: ContentPageProps) {
  return (
    <ContentQueryPage
      endPoint={roadAtlasEndPoint}
      serverData={serverData}
      pick={(data) => ('atlas' in data ? data.atlas : undefined)}
      title={ROAD_ATLAS_TITLE}
      view={(atlas) => <RoadAtlasView atlas={atlas} />}
    />
  );
}

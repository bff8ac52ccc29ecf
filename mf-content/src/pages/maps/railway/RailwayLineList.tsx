// The railway map's data as text: each line a heading with its colour, its stations in travel order as an ordered
// list; a station of a city we sell links to the city's page. What a screen reader, a search engine and a
// keyboard use instead of the drawing.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { cityPath, toPersianDigits } from '@rahi/shared-contracts';
import type { RailwayNetwork } from '@rahi/shared-contracts/api';
import { Link as RouterLink } from 'react-router-dom';
import { lineColour } from './line-colours';

export function RailwayLineList({ network }: { network: RailwayNetwork }) {
  const bySlug = new Map(network.stations.map((station) => [station.slug, station]));
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 3,
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {network.lines.map((line, index) => (
        <li key={line.slug}>
          <Typography component="h3" sx={{ fontSize: 17, fontWeight: 700, display: 'flex', gap: 1, mb: 1 }}>
            <Box
              component="span"
              aria-hidden="true"
              sx={{ width: 24, height: 6, borderRadius: 3, bgcolor: lineColour(index), alignSelf: 'center' }}
            />
            {line.name}
          </Typography>
          <Box component="ol" sx={{ m: 0, ps: 3, pe: 0, lineHeight: 2, listStyleType: 'persian' }}>
            {line.stations.map((slug) => {
              const station = bySlug.get(slug);
              if (!station) return null;
              return (
                <li key={slug}>
                  {station.city ? (
                    <>
                      <Link component={RouterLink} to={cityPath(station.city)} sx={{ fontWeight: 700 }}>
                        {station.name}
                      </Link>
                      <Typography component="span" color="text.secondary" sx={{ fontSize: 14 }}>
                        {` (${toPersianDigits(station.city.hotelsCount)} هتل)`}
                      </Typography>
                    </>
                  ) : (
                    station.name
                  )}
                </li>
              );
            })}
          </Box>
        </li>
      ))}
    </Box>
  );
}

// The hotel page's shape while its data loads: the gallery, the title lines, the search box and the
// first room cards at their final sizes, so the page does not jump when the data arrives.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { TILE_ASPECT } from './gallery-images';
import { SEARCH_BOX_HEIGHT } from './SearchBoxSlot';

export function HotelPageSkeleton() {
  return (
    <Box aria-busy="true" aria-label="در حال بارگذاری هتل" role="status" sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Skeleton variant="rounded" sx={{ height: 32, width: 320, mb: 1.5, borderRadius: 4 }} />
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', md: '2fr 1fr 1fr' },
            gridTemplateRows: { md: 'repeat(2, minmax(0, 1fr))' },
            aspectRatio: { md: `${2 * TILE_ASPECT} / 1` },
          }}
        >
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              key={index}
              variant="rounded"
              sx={{
                height: { xs: 'auto', md: '100%' },
                aspectRatio: { xs: index === 0 ? TILE_ASPECT : 1, md: 'auto' },
                gridColumn: index === 0 ? { xs: '1 / -1', md: '1' } : 'auto',
                gridRow: index === 0 ? { md: '1 / 3' } : 'auto',
              }}
            />
          ))}
        </Box>
      </Box>
      <Box>
        <Skeleton sx={{ fontSize: { xs: 22, md: 30 }, width: '50%' }} />
        <Skeleton width="40%" />
        <Skeleton width="70%" />
        <Skeleton width="30%" />
      </Box>
      <Skeleton variant="rounded" sx={{ height: SEARCH_BOX_HEIGHT, borderRadius: 3 }} />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Skeleton width={180} height={32} />
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" sx={{ height: 160, borderRadius: 3 }} />
          ))}
        </Box>
        <Skeleton
          variant="rounded"
          sx={{ height: 240, borderRadius: 3, display: { xs: 'none', md: 'block' } }}
        />
      </Box>
    </Box>
  );
}

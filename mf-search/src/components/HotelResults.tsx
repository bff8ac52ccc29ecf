// The hotel list of a city (or of the shrine page): the count, the order, the cards, the pages, and
// every state between: skeletons on the first load, the last list dimmed while the next loads, an empty
// state with a way out, a page past the last (an old link) with the way to the first, and a failed load with a retry.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type HotelSort, SEARCH_TEXT, type Stay, toPersianDigits } from '@rahi/shared-contracts';
import type { CityHotels } from '@rahi/shared-contracts/api';
import type { ApiFailure } from '@rahi/shared-ui/api';
import { renderedWhenNear } from '@rahi/shared-ui/components';
import type { ReactNode } from 'react';
import { HotelCard } from './HotelCard';
import { HotelCardSkeleton } from './HotelCardSkeleton';
import { SortField } from './SortField';

export interface HotelResultsProps {
  data: CityHotels | undefined;
  loading: boolean;
  error: ApiFailure | undefined;
  stay: Stay;
  /** The party searched for, carried on to the hotel pages. */
  adults?: number;
  sort?: HotelSort;
  onSort?: (sort: HotelSort) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** The way out of an empty list (clear filters); absent, the empty list just says so. */
  onClear?: () => void;
  /** Shown beside the count, e.g. the phone's filter button. */
  actions?: ReactNode;
  /** Shown instead of the cards and pages (the phone's map), the count and actions kept. */
  replaceList?: ReactNode;
}

const SKELETONS = [1, 2, 3, 4];
/** Read by screen readers (the cards' h3s need an h2 above them), not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
/** Photos of the first cards are in view on arrival; the rest load lazily. */
const EAGER_CARDS = 2;
/** Cards on a first screen up to 1080 px tall; those after it are laid out only as they near the viewport. */
const FIRST_SCREEN_CARDS = 4;

export function HotelResults({
  data,
  loading,
  error,
  stay,
  adults,
  sort,
  onSort,
  onPage,
  onRetry,
  onClear,
  actions,
  replaceList,
}: HotelResultsProps) {
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0;
  return (
    <Box component="section" aria-labelledby="hotel-results-title" aria-busy={loading}>
      <Typography id="hotel-results-title" component="h2" sx={VISUALLY_HIDDEN}>
        فهرست هتل‌ها
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2, minHeight: 48 }}>
        <Typography role="status" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {data ? `${toPersianDigits(data.total)} هتل` : ''}
        </Typography>
        {actions}
        {sort && onSort ? <SortField value={sort} onChange={onSort} /> : null}
      </Box>
      {replaceList ? (
        replaceList
      ) : error && !loading ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', borderRadius: 3 }}>
          <Typography sx={{ mb: 2 }}>{error.errors[0] ?? SEARCH_TEXT.listFailed}</Typography>
          <Button variant="contained" onClick={onRetry}>
            تلاش دوباره
          </Button>
        </Paper>
      ) : !data ? (
        <Box sx={{ display: 'grid', gap: 2, containerType: 'inline-size' }}>
          {SKELETONS.map((key) => (
            <HotelCardSkeleton key={key} />
          ))}
        </Box>
      ) : data.items.length === 0 && data.page > pages && pages > 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {SEARCH_TEXT.pageBeyondEnd(data.page, pages)}
          </Typography>
          <Button variant="contained" onClick={() => onPage(1)}>
            {SEARCH_TEXT.firstPage}
          </Button>
        </Paper>
      ) : data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {SEARCH_TEXT.noHotelsMatch}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            فیلترها را کمتر کنید یا همه را بردارید.
          </Typography>
          {onClear ? (
            <Button variant="contained" onClick={onClear}>
              {SEARCH_TEXT.clearFilters}
            </Button>
          ) : null}
        </Paper>
      ) : (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            // The cards lay out by the list's width (HotelCard's WIDE_LIST), not the screen's.
            containerType: 'inline-size',
            opacity: loading ? 0.55 : 1,
            transition: 'opacity 150ms',
            // Cards below the first screen are drawn when scrolled near (204 px tall each).
            '& > li': renderedWhenNear(205),
          }}
        >
          {data.items.map((hotel, index) => (
            <li key={hotel.id}>
              <HotelCard
                hotel={hotel}
                stay={stay}
                adults={adults}
                eager={index < EAGER_CARDS}
                drawnWhenNear={index >= FIRST_SCREEN_CARDS}
              />
            </li>
          ))}
        </Box>
      )}
      {data && pages > 1 && data.page <= pages && !replaceList ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            aria-label="صفحه‌های نتایج"
            count={pages}
            page={data.page}
            onChange={(_event, page) => onPage(page)}
            color="primary"
            getItemAriaLabel={(type, page) =>
              type === 'page'
                ? `صفحه ${toPersianDigits(page ?? 0)}`
                : type === 'next'
                  ? 'صفحه بعد'
                  : type === 'previous'
                    ? 'صفحه قبل'
                    : type === 'first'
                      ? 'صفحه اول'
                      : 'صفحه آخر'
            }
            renderItem={(item) => (
              <PaginationItem {...item} page={item.page === null ? null : toPersianDigits(item.page)} />
            )}
          />
        </Box>
      ) : null}
    </Box>
  );
}

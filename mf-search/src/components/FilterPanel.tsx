// The city list's filters: stars, price per night, type, amenities and minimum rating, each choice
// counted for the city and stay (facets). Every change goes straight to the address.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {
  AMENITY_LABELS,
  formatToman,
  HOTEL_TYPE_LABELS,
  type HotelType,
  SEARCH_TEXT,
  tomanOf,
  toPersianDigits,
} from '@rahi/shared-contracts';
import type { HotelFacets } from '@rahi/shared-contracts/api';
import { formatDecimal } from '@rahi/shared-ui/format';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { CityFilters } from '../state/city-filters';

export interface FilterPanelProps {
  facets: HotelFacets;
  filters: CityFilters;
  onChange: (change: Partial<CityFilters>) => void;
  onClear: () => void;
}

const RATINGS = [4.5, 4, 3.5, 3];
/** The slider moves in steps of 100,000 Toman. */
const PRICE_STEP = 1_000_000;

const toggle = <T,>(list: readonly T[], item: T) =>
  list.includes(item) ? list.filter((value) => value !== item) : [...list, item];

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2.5 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const label = (text: string, count?: number) => (
  <Box component="span" sx={{ display: 'flex', gap: 0.75, fontSize: 14 }}>
    {text}
    {count !== undefined ? (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        ({toPersianDigits(count)})
      </Box>
    ) : null}
  </Box>
);

function PriceRange({ facets, filters, onChange }: Omit<FilterPanelProps, 'onClear'>) {
  const floor = Math.floor(facets.price.min / PRICE_STEP) * PRICE_STEP;
  const ceiling = Math.ceil(facets.price.max / PRICE_STEP) * PRICE_STEP;
  const chosen: [number, number] = [filters.minPrice ?? floor, filters.maxPrice ?? ceiling];
  const [range, setRange] = useState(chosen);
  // Follow the address when it changes (another tab of filters, Back).
  useEffect(() => setRange(chosen), [chosen[0], chosen[1]]);
  if (ceiling <= floor) return null;
  return (
    <Group title="قیمت هر شب (تومان)">
      {/* Room above the thumbs for the value bubble, which would otherwise cover the heading. */}
      <Box sx={{ px: 1.5, pt: 4 }}>
        <Slider
          value={range}
          min={floor}
          max={ceiling}
          step={PRICE_STEP}
          onChange={(_event, value) => setRange(value as [number, number])}
          onChangeCommitted={(_event, value) => {
            const [low, high] = value as [number, number];
            onChange({
              minPrice: low > floor ? low : undefined,
              maxPrice: high < ceiling ? high : undefined,
            });
          }}
          getAriaLabel={(index) => (index === 0 ? 'کمترین قیمت' : 'بیشترین قیمت')}
          getAriaValueText={(value) => tomanOf(value)}
          valueLabelFormat={(value) => formatToman(value)}
          valueLabelDisplay="auto"
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, color: 'text.secondary' }}>
        <span>از {tomanOf(range[0])}</span>
        <span>تا {tomanOf(range[1])}</span>
      </Box>
    </Group>
  );
}

export function FilterPanel({ facets, filters, onChange, onClear }: FilterPanelProps) {
  // Each box has an id, so one ticked on the server's page before it hydrates is ticked again after
  // (shell/public/paint-first.js); useId's are the same on the server and in the browser.
  const id = useId();
  const starCounts = new Map(facets.stars.map((facet) => [facet.value, facet.count]));
  return (
    <Box>
      <Group title="ستاره هتل">
        {[5, 4, 3, 2, 1].map((stars) => (
          <FormControlLabel
            key={stars}
            sx={{ display: 'flex', m: 0 }}
            control={
              <Checkbox
                id={`${id}-stars-${stars}`}
                size="small"
                checked={filters.stars.includes(stars)}
                onChange={() => onChange({ stars: toggle(filters.stars, stars) })}
              />
            }
            label={label(`${toPersianDigits(stars)} ستاره`, starCounts.get(stars) ?? 0)}
          />
        ))}
      </Group>
      <PriceRange facets={facets} filters={filters} onChange={onChange} />
      <Group title="نوع اقامتگاه">
        {facets.types.map(({ value, count }) => (
          <FormControlLabel
            key={value}
            sx={{ display: 'flex', m: 0 }}
            control={
              <Checkbox
                id={`${id}-type-${value}`}
                size="small"
                checked={filters.types.includes(value)}
                onChange={() => onChange({ types: toggle(filters.types, value as HotelType) })}
              />
            }
            label={label(HOTEL_TYPE_LABELS[value], count)}
          />
        ))}
      </Group>
      <Group title="حداقل امتیاز مهمانان">
        <RadioGroup
          value={filters.minRating === undefined ? 'any' : String(filters.minRating)}
          onChange={(event) =>
            onChange({ minRating: event.target.value === 'any' ? undefined : Number(event.target.value) })
          }
        >
          <FormControlLabel
            value="any"
            control={<Radio id={`${id}-rating-any`} size="small" />}
            label={label('همه')}
            sx={{ m: 0 }}
          />
          {RATINGS.map((rating) => (
            <FormControlLabel
              key={rating}
              value={String(rating)}
              control={<Radio id={`${id}-rating-${rating}`} size="small" />}
              label={label(`${formatDecimal(rating)} و بالاتر`)}
              sx={{ m: 0 }}
            />
          ))}
        </RadioGroup>
      </Group>
      <Group title="امکانات">
        {facets.amenities.map(({ value, count }) => (
          <FormControlLabel
            key={value}
            sx={{ display: 'flex', m: 0 }}
            control={
              <Checkbox
                id={`${id}-amenity-${value}`}
                size="small"
                checked={filters.amenities.includes(value)}
                onChange={() => onChange({ amenities: toggle(filters.amenities, value) })}
              />
            }
            label={label(AMENITY_LABELS[value] ?? value, count)}
          />
        ))}
      </Group>
      <Button variant="outlined" fullWidth onClick={onClear}>
        {SEARCH_TEXT.clearFilters}
      </Button>
    </Box>
  );
}

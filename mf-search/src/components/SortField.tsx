// The list's order: a native select (light, and the phone's own picker on a phone).
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { HOTEL_SORT_LABELS, HOTEL_SORTS, type HotelSort } from '@rahi/shared-contracts';
import { useId } from 'react';

export function SortField({ value, onChange }: { value: HotelSort; onChange: (sort: HotelSort) => void }) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 150 }}>
      <InputLabel variant="standard" htmlFor={id}>
        مرتب‌سازی
      </InputLabel>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as HotelSort)}>
        {HOTEL_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {HOTEL_SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

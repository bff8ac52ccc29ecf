// The transactions page's lists of records (withdrawal requests, card payments): a list of bordered rows,
// each row's details at the start and its amount or status at the end, wrapping on a phone.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function RecordList<Item extends { id: number | string }>({
  label,
  rowTestId,
  items,
  centered = false,
  details,
  end,
}: {
  label: string;
  rowTestId: string;
  items: readonly Item[];
  /** Centre the end part against the details (a chip); otherwise it stands at the top (an amount). */
  centered?: boolean;
  details: (item: Item) => ReactNode;
  end: (item: Item) => ReactNode;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'grid', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.id}
          data-testid={rowTestId}
          sx={{
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: centered ? 'center' : undefined,
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Box sx={{ display: 'grid', gap: 0.25, minWidth: 0 }}>{details(item)}</Box>
          {end(item)}
        </Box>
      ))}
    </Box>
  );
}

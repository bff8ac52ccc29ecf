// The heart on a hotel card and the hotel page: saves or forgets the hotel. A toggle button (aria-pressed) whose
// name says which hotel; drawn empty on the server and filled once the page knows the saved list.
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { createIcon } from '../components/create-icon';
import { useFavouriteIds, useToggleFavourite } from './use-favourites';

const HeartIcon = createIcon(
  'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z',
);
const HeartOutlineIcon = createIcon(
  'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3zm-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05z',
);

export interface FavouriteButtonProps {
  hotelId: number;
  hotelName: string;
  size?: IconButtonProps['size'];
  sx?: IconButtonProps['sx'];
}

export function FavouriteButton({ hotelId, hotelName, size = 'medium', sx }: FavouriteButtonProps) {
  const saved = useFavouriteIds().has(hotelId);
  const toggle = useToggleFavourite();
  return (
    <IconButton
      size={size}
      aria-pressed={saved}
      aria-label={`ذخیره‌ی ${hotelName}`}
      title={saved ? 'حذف از هتل‌های ذخیره‌شده' : 'ذخیره در هتل‌های من'}
      onClick={(event) => {
        // The card around it is one link: the heart must not open the hotel.
        event.preventDefault();
        event.stopPropagation();
        toggle.mutate({ hotelId, saved: !saved });
      }}
      sx={{
        color: saved ? 'error.main' : 'text.secondary',
        bgcolor: 'background.paper',
        boxShadow: 1,
        '&:hover': { bgcolor: 'background.paper', color: 'error.main' },
        ...sx,
      }}
    >
      {saved ? <HeartIcon fontSize="inherit" /> : <HeartOutlineIcon fontSize="inherit" />}
    </IconButton>
  );
}

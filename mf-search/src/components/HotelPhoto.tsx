// A hotel's photo in a list card or a home page tile. booking-api sends no photo (image: null) for a hotel
// that has none; then a neutral box of the same size and shape stands in, so the card keeps its layout.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface HotelPhotoProps {
  src: string | null;
  alt: string;
  /** The image's intrinsic size, for the browser to reserve its box before it loads. */
  width: number;
  height: number;
  loading: 'eager' | 'lazy';
  /** The box's size and shape, the same for the photo and its stand-in. */
  sx: SxProps<Theme>;
}

export function HotelPhoto({ src, alt, width, height, loading, sx }: HotelPhotoProps) {
  if (!src) {
    return (
      <Box
        aria-hidden="true"
        data-testid="hotel-photo-placeholder"
        sx={[
          { display: 'grid', placeItems: 'center', bgcolor: 'grey.100', color: 'grey.400' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <svg width="40" height="40" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M15 11V5l-3-3-3 3v2H3v14h18V11h-6zm-8 8H5v-2h2v2zm0-4H5v-2h2v2zm0-4H5V9h2v2zm6 8h-2v-2h2v2zm0-4h-2v-2h2v2zm0-4h-2V9h2v2zm0-4h-2V5h2v2zm6 12h-2v-2h2v2zm0-4h-2v-2h2v2z"
            fill="currentColor"
          />
        </svg>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      sx={[{ display: 'block', objectFit: 'cover', bgcolor: 'grey.100' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

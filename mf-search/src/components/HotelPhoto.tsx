// A hotel's photo in a list card or a home page tile, drawn by the gateway's image path (/_img) at the width
// the box is shown (srcSet and sizes), so a phone downloads a phone-sized file. booking-api sends no photo
// (image: null) for a hotel that has none; then a neutral box of the same size and shape stands in, so the
// card keeps its layout.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSrcSet } from '@rahi/shared-contracts';

export interface HotelPhotoProps {
  src: string | null;
  alt: string;
  /** The image's intrinsic size, for the browser to reserve its box before it loads. */
  width: number;
  height: number;
  loading: 'eager' | 'lazy';
  /** 'high' for the photo that is the page's largest paint (the first cards of a list). */
  fetchPriority?: 'high' | undefined;
  /** How wide the box is shown at each screen width (the <img>'s sizes attribute). */
  sizes: string;
  /** The box's size and shape, the same for the photo and its stand-in. */
  sx: SxProps<Theme>;
}

/** The widths the image path draws a photo at for these boxes (112 to 320 CSS pixels, one to three dots each). */
const PHOTO_WIDTHS = [320, 640, 960];

export function HotelPhoto({ src, alt, width, height, loading, fetchPriority, sizes, sx }: HotelPhotoProps) {
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
  const image = imageSrcSet(src, {
    widths: PHOTO_WIDTHS,
    aspectRatio: width / height,
    sizes,
    fallbackWidth: width,
  });
  return (
    <Box
      component="img"
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? image.sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      sx={[{ display: 'block', objectFit: 'cover', bgcolor: 'grey.100' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

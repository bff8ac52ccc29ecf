// The hotel's photos: a category filter, then a large photo and four tiles (on a phone the tiles sit
// in a row under it). The grid's size is fixed by the page's width, never by the photos, so nothing moves
// when they arrive. Any photo opens the lightbox (loaded on first open) at that photo.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import {
  HOTEL_PHOTO_CATEGORY_LABELS,
  type HotelPhotoCategory,
  toPersianDigits,
} from '@rahi/shared-contracts';
import type { HotelImage } from '@rahi/shared-contracts/api';
import { lazy, Suspense, useState } from 'react';
import {
  ALL,
  type GalleryFilter,
  galleryCategories,
  imagesFor,
  mainImage,
  TILE_ASPECT,
  thumbImage,
} from './gallery-images';

// Not with the page (a `deferred-` chunk is left off its start-up scripts): asked for when the gallery is first
// pointed at or focused, so a photo opens at once.
const loadLightbox = () => import(/* webpackChunkName: "deferred-lightbox" */ './Lightbox');
const Lightbox = lazy(loadLightbox);
const preloadLightbox = () => {
  loadLightbox().catch(() => undefined);
};

/** The large photo and up to four tiles. */
const TILES = 5;

export interface GalleryProps {
  images: readonly HotelImage[];
  hotelName: string;
}

export function Gallery({ images, hotelName }: GalleryProps) {
  const [filter, setFilter] = useState<GalleryFilter>(ALL);
  const [open, setOpen] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const shown = imagesFor(images, filter);
  const categories = galleryCategories(images);
  const hidden = shown.length - TILES;

  const openAt = (index: number) => {
    setLightboxWanted(true);
    setOpen(index);
  };

  return (
    <Box
      component="section"
      aria-label={`تصاویر ${hotelName}`}
      onPointerEnter={preloadLightbox}
      onFocus={preloadLightbox}
    >
      <Box
        role="group"
        aria-label="دسته تصاویر"
        sx={{ display: 'flex', gap: 1, mb: 1.5, overflowX: 'auto', minHeight: 32 }}
      >
        {[ALL, ...categories].map((category) => {
          const count = category === ALL ? images.length : imagesFor(images, category).length;
          const label =
            category === ALL
              ? 'همه'
              : (HOTEL_PHOTO_CATEGORY_LABELS[category as HotelPhotoCategory] ?? category);
          return (
            <Chip
              key={category}
              label={`${label} (${toPersianDigits(count)})`}
              color={filter === category ? 'primary' : 'default'}
              variant={filter === category ? 'filled' : 'outlined'}
              aria-pressed={filter === category}
              onClick={() => setFilter(category)}
            />
          );
        })}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', md: '2fr 1fr 1fr' },
          gridTemplateRows: { md: 'repeat(2, minmax(0, 1fr))' },
          aspectRatio: { md: `${2 * TILE_ASPECT} / 1` },
          borderRadius: 3,
          overflow: 'hidden',
        }}
      >
        {Array.from({ length: TILES }, (_, index) => {
          const image = shown[index];
          const main = index === 0;
          const area = main
            ? { gridColumn: { xs: '1 / -1', md: '1' }, gridRow: { md: '1 / 3' } }
            : { gridColumn: 'auto' };
          if (!image)
            return (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are fixed places in the grid
                key={`empty-${index}`}
                aria-hidden="true"
                sx={{ ...area, bgcolor: 'grey.100', aspectRatio: { xs: main ? TILE_ASPECT : 1, md: 'auto' } }}
              />
            );
          const attributes = main ? mainImage(image.url) : thumbImage(image.url);
          const more = index === TILES - 1 && hidden > 0;
          return (
            <ButtonBase
              key={image.url}
              onClick={() => openAt(index)}
              aria-label={more ? `${image.alt}، و ${toPersianDigits(hidden)} تصویر دیگر` : image.alt}
              aria-haspopup="dialog"
              sx={{
                ...area,
                position: 'relative',
                display: 'block',
                aspectRatio: { xs: main ? TILE_ASPECT : 1, md: 'auto' },
                bgcolor: 'grey.100',
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
              }}
            >
              <Box
                component="img"
                {...attributes}
                alt={image.alt}
                loading={main ? 'eager' : 'lazy'}
                fetchPriority={main ? 'high' : undefined}
                decoding="async"
                sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
              />
              {more ? (
                <Box
                  aria-hidden="true"
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(0,0,0,0.45)',
                    color: '#fff',
                    fontWeight: 700,
                    fontSize: { xs: 14, md: 18 },
                  }}
                >
                  +{toPersianDigits(hidden)}
                </Box>
              ) : null}
            </ButtonBase>
          );
        })}
      </Box>
      {lightboxWanted ? (
        <Suspense fallback={null}>
          <Lightbox
            images={shown}
            index={open}
            onIndex={setOpen}
            onClose={() => setOpen(null)}
            title={`تصاویر ${hotelName}`}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

// A photo at full size over the page: arrows and buttons move between photos, Escape closes, a swipe
// moves on a touch screen. The page reads right to left, so "next" is on the left: the left arrow key,
// the left button and a swipe to the right (the next photo comes in from the left) go forward.
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@rahi/shared-contracts';
import type { HotelImage } from '@rahi/shared-contracts/api';
import { CloseIcon } from '@rahi/shared-ui/components';
import { type KeyboardEvent, type TouchEvent, useId, useRef } from 'react';
import { lightboxImage } from './gallery-images';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** A swipe shorter than this (px) is a tap. */
const SWIPE_MIN = 40;

export interface LightboxProps {
  images: readonly HotelImage[];
  /** The photo shown; null closes the lightbox. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  title: string;
}

export function Lightbox({ images, index, onIndex, onClose, title }: LightboxProps) {
  const titleId = useId();
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = index === null ? undefined : images[index];
  const go = (step: number) => {
    if (index !== null && count > 0) onIndex((index + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(1);
    else if (event.key === 'ArrowRight') go(-1);
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < Math.abs(touch.clientY - start.y)) return;
    go(dx > 0 ? 1 : -1);
  };

  // sx is written left to right and the RTL cache mirrors it: 'left' below ends up on the right.
  const navButton = { color: '#fff', bgcolor: 'rgba(0,0,0,0.4)', '&:hover': { bgcolor: 'rgba(0,0,0,0.6)' } };
  return (
    <Dialog
      open={current !== undefined}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: '#111', color: '#fff' } } }}
    >
      {current ? (
        <Box
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          sx={{ display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto', height: '100%' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5 }}>
            <Typography id={titleId} component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {title}
            </Typography>
            <Typography aria-live="polite" sx={{ fontSize: 14 }}>
              {`${toPersianDigits((index ?? 0) + 1)} از ${toPersianDigits(count)}`}
            </Typography>
            <IconButton aria-label="بستن" onClick={onClose} sx={{ color: '#fff' }}>
              <CloseIcon />
            </IconButton>
          </Box>
          <Box sx={{ position: 'relative', minHeight: 0 }}>
            {/* Laid over the row the header and caption leave, not sized by it: a percentage height inside a
                grid row sized by its content let a tall photo run 32 px under the caption at 800 px high. */}
            <Box
              component="img"
              key={current.url}
              {...lightboxImage(current.url)}
              alt={current.alt}
              sx={{
                position: 'absolute',
                // Clear of the arrows on a desktop.
                inset: { xs: 0, md: '0 64px' },
                width: { xs: '100%', md: 'calc(100% - 128px)' },
                height: '100%',
                objectFit: 'contain',
              }}
            />
            {count > 1 ? (
              <>
                <IconButton
                  aria-label="تصویر قبلی"
                  onClick={() => go(-1)}
                  sx={{
                    ...navButton,
                    position: 'absolute',
                    left: 8,
                    top: '50%',
                    transform: 'translateY(-50%)',
                  }}
                >
                  <ChevronRightIcon />
                </IconButton>
                <IconButton
                  aria-label="تصویر بعدی"
                  onClick={() => go(1)}
                  sx={{
                    ...navButton,
                    position: 'absolute',
                    right: 8,
                    top: '50%',
                    transform: 'translateY(-50%)',
                  }}
                >
                  <ChevronLeftIcon />
                </IconButton>
              </>
            ) : null}
          </Box>
          <Typography sx={{ p: 1.5, textAlign: 'center', fontSize: 14 }}>{current.alt}</Typography>
        </Box>
      ) : null}
    </Dialog>
  );
}

export default Lightbox;

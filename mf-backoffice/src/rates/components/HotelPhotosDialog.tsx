// A hotel's photos as its page shows them, in order: each drawn by the image path, with its category and the words
// read out in its place; moved earlier or later, or removed (an uploaded photo for good, after a second click),
// each change saved at once. A photo is added from a file (JPEG, PNG or WebP, at most 5 MB), checked here as
// booking-api checks it, with its category and a description; booking-api's refusals are shown under the form.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  HOTEL_PHOTO_CATEGORIES,
  HOTEL_PHOTO_CATEGORY_LABELS,
  type HotelPhotoCategory,
  imageUrl,
  toPersianDigits,
} from '@rahi/shared-contracts';
import { HOTEL_PHOTO_LIMITS, type HotelImage, staffPhotoUploadSchema } from '@rahi/shared-contracts/api';
import { STAFF_PHOTO_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { LoadState, PendingButton } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useHotelPhotos, useOrderPhotos, useUploadPhoto } from '../api/photos';

/** What the browser can tell of a file before it is sent; booking-api looks at its bytes as well. */
function fileProblem(file: File | null): string | null {
  if (!file) return M.noFile;
  if (!(HOTEL_PHOTO_LIMITS.types as readonly string[]).includes(file.type)) return M.wrongType;
  if (file.size > HOTEL_PHOTO_LIMITS.bytes) return M.tooLarge;
  return null;
}

function PhotoCard({
  image,
  index,
  count,
  busy,
  onMove,
  onRemove,
}: {
  image: HotelImage;
  index: number;
  count: number;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const place = `عکس ${toPersianDigits(index + 1)}`;
  return (
    <Box
      component="li"
      aria-label={place}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        listStyle: 'none',
        // A phone shows the picture beside its words and buttons; wider screens above them.
        display: 'grid',
        gridTemplateColumns: { xs: '120px 1fr', sm: '1fr' },
        alignItems: 'start',
      }}
    >
      <Box
        component="img"
        src={imageUrl(image.url, { width: 320, height: 214, fit: 'cover' })}
        alt={image.alt}
        loading="lazy"
        width={320}
        height={214}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '3 / 2',
          objectFit: 'cover',
          minWidth: 0,
        }}
      />
      <Box sx={{ p: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {place}، {HOTEL_PHOTO_CATEGORY_LABELS[image.category as HotelPhotoCategory] ?? image.category}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {image.alt}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.5,
            mt: 1,
            '& .MuiButton-root': { minWidth: 0, px: 1 },
          }}
        >
          <PendingButton
            size="small"
            disabled={index === 0}
            pending={busy}
            onClick={() => onMove(-1)}
            aria-label={`${place}: جلوتر`}
          >
            جلوتر
          </PendingButton>
          <PendingButton
            size="small"
            disabled={index === count - 1}
            pending={busy}
            onClick={() => onMove(1)}
            aria-label={`${place}: عقب‌تر`}
          >
            عقب‌تر
          </PendingButton>
          {confirming ? (
            <>
              <PendingButton size="small" color="error" variant="contained" pending={busy} onClick={onRemove}>
                {`حذف ${place}`}
              </PendingButton>
              <Button size="small" onClick={() => setConfirming(false)}>
                نه
              </Button>
            </>
          ) : (
            <PendingButton
              size="small"
              color="error"
              disabled={count === 1}
              pending={busy}
              onClick={() => setConfirming(true)}
              aria-label={`${place}: حذف`}
            >
              حذف
            </PendingButton>
          )}
        </Box>
      </Box>
    </Box>
  );
}

function UploadForm({ hotelId, full }: { hotelId: number; full: boolean }) {
  const upload = useUploadPhoto(hotelId);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<HotelPhotoCategory>('rooms');
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fileHint = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The description checked by the same schema booking-api reads it with (trimmed, 3-120 letters).
    const described = staffPhotoUploadSchema.shape.alt.safeParse(alt);
    const found = fileProblem(file) ?? (described.success ? null : M.altLength);
    setProblem(found);
    if (found || !file || !described.success) return;
    upload.mutate(
      { file, category, alt: described.data },
      {
        onSuccess: () => {
          setFile(null);
          setAlt('');
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  const failure = problem ?? (upload.error instanceof ApiError ? upload.error.errors.join(' ') : null);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="افزودن عکس"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}
    >
      <Typography component="h3" variant="subtitle1" sx={{ gridColumn: '1 / -1' }}>
        افزودن عکس
      </Typography>
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {/* The browser's own file button speaks the browser's language: this one opens the same chooser. */}
        <PendingButton
          variant="outlined"
          aria-describedby={fileHint}
          disabled={full}
          pending={upload.isPending}
          onClick={() => input.current?.click()}
        >
          انتخاب فایل عکس
        </PendingButton>
        <input
          ref={input}
          type="file"
          aria-label="فایل عکس"
          hidden
          accept={HOTEL_PHOTO_LIMITS.types.join(',')}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setProblem(chosen ? fileProblem(chosen) : null);
            upload.reset();
          }}
        />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file ? <bdi>{file.name}</bdi> : 'فایلی انتخاب نشده است.'}
        </Typography>
        <Typography id={fileHint} variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          عکس JPG یا PNG یا WebP، حداکثر ۵ مگابایت و دست‌کم ۸۰۰ × ۵۰۰ پیکسل
        </Typography>
      </Box>
      <TextField
        select
        label="دسته"
        value={category}
        onChange={(event) => setCategory(event.target.value as HotelPhotoCategory)}
        disabled={full}
      >
        {HOTEL_PHOTO_CATEGORIES.map((key) => (
          <MenuItem key={key} value={key}>
            {HOTEL_PHOTO_CATEGORY_LABELS[key]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="توضیح عکس"
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        helperText="برای کسانی که عکس را نمی‌بینند خوانده می‌شود، مانند «اتاق دو تخته با نمای حرم»"
        disabled={full}
      />
      <Box aria-live="polite" sx={{ gridColumn: '1 / -1' }}>
        {full && <Alert severity="info">{M.tooMany}</Alert>}
        {failure && <Alert severity="error">{failure}</Alert>}
        {upload.isSuccess && !failure && <Alert severity="success">{M.added}</Alert>}
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <PendingButton type="submit" variant="contained" disabled={full} pending={upload.isPending}>
          {upload.isPending ? 'در حال فرستادن…' : 'افزودن عکس'}
        </PendingButton>
      </Box>
    </Box>
  );
}

export function HotelPhotosDialog({
  hotel,
  onClose,
}: {
  hotel: { id: number; name: string };
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const photos = useHotelPhotos(hotel.id);
  const order = useOrderPhotos(hotel.id);
  const images = photos.data?.images;
  const save = (next: HotelImage[]) => order.mutate({ urls: next.map((image) => image.url) });
  const move = (from: number, by: -1 | 1) => {
    if (!images) return;
    const next = [...images];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(from + by, 0, moved);
    save(next);
  };
  const orderFailure = order.error instanceof ApiError ? order.error.errors.join(' ') : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>عکس‌های هتل: {hotel.name}</DialogTitle>
      <DialogContent>
        {images ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              صفحه‌ی هتل عکس‌ها را به همین ترتیب، دسته به دسته، نشان می‌دهد.
            </Typography>
            <Box aria-live="polite">{orderFailure && <Alert severity="error">{orderFailure}</Alert>}</Box>
            <Box
              component="ol"
              aria-label="عکس‌ها"
              sx={{
                display: 'grid',
                gap: 1.5,
                p: 0,
                m: 0,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
              }}
            >
              {images.map((image, index) => (
                <PhotoCard
                  key={image.url}
                  image={image}
                  index={index}
                  count={images.length}
                  busy={order.isPending}
                  onMove={(by) => move(index, by)}
                  onRemove={() => save(images.filter((one) => one.url !== image.url))}
                />
              ))}
            </Box>
            <UploadForm hotelId={hotel.id} full={images.length >= HOTEL_PHOTO_LIMITS.perHotel} />
          </>
        ) : (
          <LoadState error={photos.error} onRetry={() => void photos.refetch()} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>بستن</Button>
      </DialogActions>
    </Dialog>
  );
}

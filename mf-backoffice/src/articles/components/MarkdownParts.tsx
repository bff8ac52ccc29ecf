// The parts an article's and a CMS page's editors share: the Markdown field, and the preview of the HTML
// booking-api makes from it (the same sanitised HTML the site shows), asked for when the button is pressed.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { usePreview } from '../api/articles';

export function MarkdownField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextField
      label="متن (Markdown)"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? '## عنوان بخش، **پررنگ**، - فهرست، [پیوند](https://…)'}
      multiline
      minRows={14}
      slotProps={{ htmlInput: { sx: { lineHeight: 1.9 } } }}
      required
    />
  );
}

export function PreviewPanel({ preview }: { preview: ReturnType<typeof usePreview> }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, alignSelf: 'start' }} role="region" aria-label="پیش‌نمایش">
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
        پیش‌نمایش
      </Typography>
      {preview.data ? (
        <Box
          sx={{ lineHeight: 2, '& img': { maxWidth: '100%' }, '& h2': { fontSize: 20 } }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: booking-api's sanitised HTML, as the site shows it
          dangerouslySetInnerHTML={{ __html: preview.data.html }}
        />
      ) : (
        <Typography color="text.secondary">
          «پیش‌نمایش» را بزنید تا متن همان‌طور که در سایت دیده می‌شود نمایش داده شود.
        </Typography>
      )}
    </Paper>
  );
}

// The parts an article's and a CMS page's editors share: the Markdown field with the publish switch, the outcome
// and the buttons under it, and the preview of the HTML booking-api makes from it (the same sanitised HTML the
// site shows), asked for when the button is pressed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_CONTENT_MESSAGES } from '@rahi/shared-contracts/staff';
import { PendingButton } from '@rahi/shared-ui/components';
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

/** The form's end: the Markdown, «منتشر شود», what the last save said, and save, preview and the live page. */
export function PublishControls({
  markdown,
  onMarkdown,
  markdownError,
  published,
  onPublished,
  failure,
  savedNow,
  saving,
  preview,
  siteHref,
}: {
  markdown: string;
  onMarkdown: (value: string) => void;
  markdownError?: string;
  published: boolean;
  onPublished: (value: boolean) => void;
  failure: string | null;
  /** Whether the last save published (undefined: nothing saved yet). */
  savedNow: boolean | undefined;
  saving: boolean;
  preview: ReturnType<typeof usePreview>;
  /** The page on the site, once it is published. */
  siteHref: string | null;
}) {
  return (
    <>
      <MarkdownField value={markdown} onChange={onMarkdown} error={markdownError} />
      <FormControlLabel
        control={<Switch checked={published} onChange={(event) => onPublished(event.target.checked)} />}
        label="منتشر شود"
      />
      <Box aria-live="polite">
        {failure && <Alert severity="error">{failure}</Alert>}
        {savedNow !== undefined && !failure && (
          <Alert severity="success">
            {savedNow ? STAFF_CONTENT_MESSAGES.published : STAFF_CONTENT_MESSAGES.unpublished}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <PendingButton type="submit" variant="contained" pending={saving}>
          {saving ? 'در حال ذخیره…' : 'ذخیره'}
        </PendingButton>
        <PendingButton
          variant="outlined"
          onClick={() => preview.mutate({ markdown })}
          pending={preview.isPending}
        >
          پیش‌نمایش
        </PendingButton>
        {siteHref && (
          <Link href={siteHref} target="_blank" rel="noopener">
            دیدن در سایت
          </Link>
        )}
      </Box>
    </>
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

// /backoffice/pages/_new and /backoffice/pages/{path of any depth} (editor, admin): a CMS page in Markdown beside
// booking-api's sanitised preview, its address (a new page's; one another part of the site answers is refused),
// title and lead, published or not. Saving a new one opens its own address.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type StaffPage, staffPageBodySchema, staffPagePathSchema } from '@rahi/shared-contracts/api';
import { STAFF_CONTENT_MESSAGES } from '@rahi/shared-contracts/staff';
import { LoadState } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading';
import { useContentPage, usePreview, useSavePage } from './api/articles';
import { PreviewPanel, PublishControls } from './components/MarkdownParts';

/** The address of a new page in this editor's own address: «_» is never part of a page's path. */
export const NEW_PAGE = '_new';

type Field = 'path' | 'title' | 'summary' | 'markdown' | 'form';

function PageForm({ page }: { page: StaffPage | null }) {
  const navigate = useNavigate();
  const [path, setPath] = useState(page?.path ?? '');
  const [title, setTitle] = useState(page?.title ?? '');
  const [summary, setSummary] = useState(page?.summary ?? '');
  const [markdown, setMarkdown] = useState(page?.markdown ?? '');
  const [published, setPublished] = useState(page?.published ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSavePage(path.replace(/^\/+|\/+$/g, ''));
  const preview = usePreview();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!page) {
      const checked = staffPagePathSchema.safeParse(path);
      if (!checked.success)
        found.path = checked.error.issues[0]?.message ?? STAFF_CONTENT_MESSAGES.pathInvalid;
    }
    const parsed = staffPageBodySchema.safeParse({ title, summary, markdown, published });
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[String(issue.path[0] ?? 'form') as Field] ??= issue.message;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    save.mutateAsync(parsed.data).then(
      (saved) => {
        // The new page's own address: the form there says it was saved.
        if (!page)
          navigate(`/backoffice/pages/${saved.path}`, { replace: true, state: { saved: saved.published } });
      },
      () => {},
    );
  };
  const failure = save.error instanceof ApiError ? save.error.errors.join(' ') : null;
  // Published or not as just saved: by this form, or by the new-item form before it opened this address.
  const arrived = (useLocation().state as { saved?: boolean } | null)?.saved;
  const savedNow = save.data ? save.data.published : arrived;
  const saved = save.data ?? page;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="صفحه"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
    >
      <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        {!page && (
          <TextField
            label="نشانی (انگلیسی)"
            value={path}
            onChange={(event) => setPath(event.target.value.trim().toLowerCase())}
            error={Boolean(errors.path)}
            helperText={errors.path ?? `/${path || '…'}`}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            required
          />
        )}
        <TextField
          label="عنوان"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title ?? ' '}
          required
        />
        <TextField
          label="خلاصه (اختیاری؛ خالی: جمله‌های آغاز متن)"
          value={summary}
          onChange={(event) => setSummary(event.target.value)}
          error={Boolean(errors.summary)}
          helperText={errors.summary ?? ' '}
          multiline
          minRows={2}
        />
        <PublishControls
          markdown={markdown}
          onMarkdown={setMarkdown}
          markdownError={errors.markdown}
          published={published}
          onPublished={setPublished}
          failure={failure ?? errors.form ?? null}
          savedNow={savedNow}
          saving={save.isPending}
          preview={preview}
          siteHref={saved?.published ? `/${saved.path}` : null}
        />
      </Box>
      <PreviewPanel preview={preview} />
    </Box>
  );
}

export default function PageEditPage() {
  const { '*': rest = NEW_PAGE } = useParams();
  const isNew = rest === NEW_PAGE;
  const page = useContentPage(isNew ? null : rest);
  return (
    <>
      <PageHeading title={isNew ? 'صفحه تازه' : (page.data?.title ?? 'صفحه')} />
      {!isNew && !page.data ? (
        <LoadState error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <PageForm key={rest} page={isNew ? null : (page.data ?? null)} />
      )}
    </>
  );
}

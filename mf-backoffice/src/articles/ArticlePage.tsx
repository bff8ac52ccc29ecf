// /backoffice/articles/new and /backoffice/articles/:slug (editor, admin): a travel tip in Markdown beside the
// HTML the site would show (booking-api makes and sanitises it: the preview is that same HTML), its title,
// address (for a new one), category and lead, published or not. Checked with shared-contracts' schemas before it
// is sent; booking-api's refusals are shown in Persian. Saving a new one opens its own address.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { articleSlugSchema, type StaffArticle, staffArticleBodySchema } from '@rahi/shared-contracts/api';
import { STAFF_CONTENT_MESSAGES } from '@rahi/shared-contracts/staff';
import { LoadState } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageHeading } from '../components/PageHeading';
import { useArticle, useArticles, usePreview, useSaveArticle } from './api/articles';
import { PreviewPanel, PublishControls } from './components/MarkdownParts';

type Field = 'slug' | 'title' | 'summary' | 'markdown' | 'category' | 'form';

function ArticleForm({
  article,
  categories,
}: {
  article: StaffArticle | null;
  categories: { slug: string; title: string }[];
}) {
  const navigate = useNavigate();
  const [slug, setSlug] = useState(article?.slug ?? '');
  const [title, setTitle] = useState(article?.title ?? '');
  const [summary, setSummary] = useState(article?.summary ?? '');
  const [category, setCategory] = useState(article?.category.slug ?? '');
  const [markdown, setMarkdown] = useState(article?.markdown ?? '');
  const [published, setPublished] = useState(article?.published ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveArticle(slug);
  const preview = usePreview();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!article) {
      const parsedSlug = articleSlugSchema.safeParse(slug);
      if (!parsedSlug.success) found.slug = STAFF_CONTENT_MESSAGES.slugInvalid;
      if (!category) found.category = STAFF_CONTENT_MESSAGES.categoryRequired;
    }
    const parsed = staffArticleBodySchema.safeParse({
      title,
      summary,
      markdown,
      published,
      ...(category && { category }),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[String(issue.path[0] ?? 'form') as Field] ??= issue.message;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    save.mutateAsync(parsed.data).then(
      (saved) => {
        // The new article's own address: the form there says it was saved.
        if (!article)
          navigate(`/backoffice/articles/${saved.slug}`, {
            replace: true,
            state: { saved: saved.published },
          });
      },
      () => {},
    );
  };
  const failure = save.error instanceof ApiError ? save.error.errors.join(' ') : null;
  // Published or not as just saved: by this form, or by the new-item form before it opened this address.
  const arrived = (useLocation().state as { saved?: boolean } | null)?.saved;
  const savedNow = save.data ? save.data.published : arrived;
  const field = (
    name: 'title' | 'summary',
    label: string,
    value: string,
    set: (value: string) => void,
    more = {},
  ) => (
    <TextField
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      {...more}
    />
  );
  const saved = save.data ?? article;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="مطلب"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
    >
      <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        {!article && (
          <TextField
            label="نشانی (انگلیسی)"
            value={slug}
            onChange={(event) => setSlug(event.target.value.trim().toLowerCase())}
            error={Boolean(errors.slug)}
            helperText={errors.slug ?? `/travel-tips/${slug || '…'}`}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            required
          />
        )}
        {field('title', 'عنوان', title, setTitle, { required: true })}
        <TextField
          select
          label="دسته"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          error={Boolean(errors.category)}
          helperText={errors.category ?? ' '}
          required={!article}
        >
          {categories.map((option) => (
            <MenuItem key={option.slug} value={option.slug}>
              {option.title}
            </MenuItem>
          ))}
        </TextField>
        {field('summary', 'خلاصه (اختیاری؛ خالی: جمله‌های آغاز متن)', summary, setSummary, {
          multiline: true,
          minRows: 2,
        })}
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
          siteHref={saved?.published ? `/travel-tips/${saved.slug}` : null}
        />
      </Box>
      <PreviewPanel preview={preview} />
    </Box>
  );
}

export default function ArticlePage() {
  const { slug = 'new' } = useParams();
  const isNew = slug === 'new';
  const list = useArticles();
  const article = useArticle(isNew ? null : slug);
  const ready = list.data && (isNew || article.data);
  return (
    <>
      <PageHeading title={isNew ? 'مطلب تازه' : (article.data?.title ?? 'مطلب')} />
      {!ready ? (
        <LoadState
          error={list.error ?? article.error}
          onRetry={() => void (isNew ? list.refetch() : article.refetch())}
        />
      ) : (
        <ArticleForm
          key={slug}
          article={isNew ? null : (article.data ?? null)}
          categories={list.data?.categories ?? []}
        />
      )}
    </>
  );
}

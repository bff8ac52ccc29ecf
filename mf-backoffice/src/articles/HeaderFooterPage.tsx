// /backoffice/header-footer (editor, admin): the header/footer payload every page draws: the header's links,
// support phone and hours and social links, the footer's columns, about text and phone, and whether travellers'
// comments are open. Checked here with the schema booking-api checks with (a link to a page of the site or to an
// https address; a payload small enough for the shell's cookie, its size shown as it is typed), saved whole.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatPersianNumber,
  HEADER_FOOTER_COOKIE_BYTES,
  headerFooterCookieBytes,
} from '@rahi/shared-contracts';
import {
  type StaffHeaderFooter,
  type StaffHeaderFooterAnswer,
  staffHeaderFooterSchema,
} from '@rahi/shared-contracts/api';
import { STAFF_CONTENT_MESSAGES } from '@rahi/shared-contracts/staff';
import { LoadState, PendingButton } from '@rahi/shared-ui/components';
import { ApiError } from '@rahi/shared-ui/query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useStaffMutation, useStaffQuery } from '../api/staff-query';
import { PageHeading } from '../components/PageHeading';

const PATH = '/staff/header-footer';
type Link = { title: string; url: string };
/** Field errors by the payload's path: 'header.links.0.url'; '' for the payload as a whole. */
type Errors = Record<string, string>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Rows of title and address: each removable and movable up; one added at the end. */
function LinkList({
  name,
  links,
  at,
  errors,
  onChange,
}: {
  /** What the list is, in the buttons' names: «پیوندهای سربرگ». */
  name: string;
  links: Link[];
  /** The list's path in the payload: 'header.links'. */
  at: string;
  errors: Errors;
  onChange: (links: Link[]) => void;
}) {
  const set = (index: number, change: Partial<Link>) =>
    onChange(links.map((link, n) => (n === index ? { ...link, ...change } : link)));
  const listError = errors[at];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {links.map((link, index) => {
        const label = `${name}، ردیف ${formatPersianNumber(index + 1)}`;
        return (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            key={index}
            role="group"
            aria-label={label}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1.4fr auto' },
              alignItems: 'start',
            }}
          >
            <TextField
              size="small"
              label="عنوان"
              value={link.title}
              onChange={(event) => set(index, { title: event.target.value })}
              error={Boolean(errors[`${at}.${index}.title`])}
              helperText={errors[`${at}.${index}.title`]}
            />
            <TextField
              size="small"
              label="نشانی"
              value={link.url}
              onChange={(event) => set(index, { url: event.target.value.trim() })}
              error={Boolean(errors[`${at}.${index}.url`])}
              helperText={errors[`${at}.${index}.url`]}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
              sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
            />
            <Box sx={{ display: 'flex', gridRow: { xs: '1 / 3', sm: 'auto' } }}>
              <IconButton
                aria-label={`بالا بردن: ${label}`}
                disabled={index === 0}
                onClick={() =>
                  onChange(
                    links.map((l, n) =>
                      n === index - 1 ? links[index] : n === index ? links[index - 1] : l,
                    ) as Link[],
                  )
                }
              >
                <span aria-hidden>↑</span>
              </IconButton>
              <IconButton
                aria-label={`حذف: ${label}`}
                onClick={() => onChange(links.filter((_, n) => n !== index))}
              >
                <span aria-hidden>✕</span>
              </IconButton>
            </Box>
          </Box>
        );
      })}
      {listError && (
        <Typography color="error" variant="body2">
          {listError}
        </Typography>
      )}
      <Button
        size="small"
        sx={{ justifySelf: 'start' }}
        onClick={() => onChange([...links, { title: '', url: '/' }])}
      >
        افزودن به {name}
      </Button>
    </Box>
  );
}

function HeaderFooterForm({ saved }: { saved: StaffHeaderFooterAnswer }) {
  const [payload, setPayload] = useState<StaffHeaderFooter>(saved.payload);
  const [errors, setErrors] = useState<Errors>({});
  const save = useStaffMutation<StaffHeaderFooter, StaffHeaderFooterAnswer>({
    endPoint: PATH,
    method: 'PUT',
    invalidates: [PATH, '/staff/audit-log'],
  });
  const change = (edit: (draft: StaffHeaderFooter) => void) =>
    setPayload((current) => {
      const draft: StaffHeaderFooter = JSON.parse(JSON.stringify(current)); // plain JSON, copied whole
      edit(draft);
      return draft;
    });
  const bytes = headerFooterCookieBytes(payload);
  const tooLarge = bytes > HEADER_FOOTER_COOKIE_BYTES;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffHeaderFooterSchema.safeParse(payload);
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    if (parsed.success) save.mutate(parsed.data);
  };
  const failure = save.error instanceof ApiError ? save.error.errors.join(' ') : null;
  const field = (at: string) => ({ error: Boolean(errors[at]), helperText: errors[at] ?? ' ' });
  const { settings } = payload.header;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="سربرگ و پابرگ"
      sx={{ display: 'grid', gap: 2 }}
    >
      <Section title="سربرگ">
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <TextField
            label="نام کنار نشان"
            value={settings.logoText}
            onChange={(event) =>
              change((d) => {
                d.header.settings.logoText = event.target.value;
              })
            }
            {...field('header.settings.logoText')}
          />
          <TextField
            label="تلفن پشتیبانی"
            value={settings.phone}
            onChange={(event) =>
              change((d) => {
                d.header.settings.phone = event.target.value;
              })
            }
            {...field('header.settings.phone')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
          />
          <TextField
            label="ساعت پاسخ‌گویی"
            value={settings.supportHours}
            onChange={(event) =>
              change((d) => {
                d.header.settings.supportHours = event.target.value;
              })
            }
            {...field('header.settings.supportHours')}
          />
        </Box>
        <Typography component="h3" variant="subtitle2">
          پیوندهای سربرگ
        </Typography>
        <LinkList
          name="پیوندهای سربرگ"
          links={payload.header.links}
          at="header.links"
          errors={errors}
          onChange={(links) =>
            change((d) => {
              d.header.links = links;
            })
          }
        />
        <Typography component="h3" variant="subtitle2">
          شبکه‌های اجتماعی
        </Typography>
        <LinkList
          name="شبکه‌های اجتماعی"
          links={settings.social}
          at="header.settings.social"
          errors={errors}
          onChange={(links) =>
            change((d) => {
              d.header.settings.social = links;
            })
          }
        />
      </Section>
      <Section title="پابرگ">
        {payload.footer.columns.map((column, index) => {
          const at = `footer.columns.${index}`;
          return (
            <Paper
              // biome-ignore lint/suspicious/noArrayIndexKey: columns have no identity but their place
              key={index}
              variant="outlined"
              sx={{ p: 1.5, display: 'grid', gap: 1 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
                <TextField
                  size="small"
                  label={`عنوان ستون ${formatPersianNumber(index + 1)}`}
                  value={column.title}
                  onChange={(event) =>
                    change((d) => {
                      d.footer.columns[index] = { ...column, title: event.target.value };
                    })
                  }
                  {...field(`${at}.title`)}
                  sx={{ flexGrow: 1 }}
                />
                <Button color="error" onClick={() => change((d) => void d.footer.columns.splice(index, 1))}>
                  حذف ستون
                </Button>
              </Box>
              <LinkList
                name={`ستون ${formatPersianNumber(index + 1)}`}
                links={column.links}
                at={`${at}.links`}
                errors={errors}
                onChange={(links) =>
                  change((d) => {
                    d.footer.columns[index] = { ...column, links };
                  })
                }
              />
            </Paper>
          );
        })}
        {errors['footer.columns'] && <Typography color="error">{errors['footer.columns']}</Typography>}
        <Button
          sx={{ justifySelf: 'start' }}
          onClick={() =>
            change((d) => void d.footer.columns.push({ title: '', links: [{ title: '', url: '/' }] }))
          }
        >
          افزودن ستون
        </Button>
        <TextField
          label="درباره‌ی ما"
          value={payload.footer.about}
          onChange={(event) =>
            change((d) => {
              d.footer.about = event.target.value;
            })
          }
          {...field('footer.about')}
          multiline
          minRows={2}
        />
        <TextField
          label="تلفن پابرگ"
          value={payload.footer.phone}
          onChange={(event) =>
            change((d) => {
              d.footer.phone = event.target.value;
            })
          }
          {...field('footer.phone')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
          sx={{ maxWidth: 320 }}
        />
      </Section>
      <Section title="نظر مسافران">
        <FormControlLabel
          control={
            <Switch
              checked={payload.comment.comment_status}
              onChange={(event) =>
                change((d) => {
                  d.comment.comment_status = event.target.checked;
                })
              }
            />
          }
          label="مسافران می‌توانند برای هتل‌ها نظر بنویسند"
        />
      </Section>
      <Typography variant="body2" color={tooLarge ? 'error' : 'text.secondary'}>
        اندازه در مرورگر مسافر: {formatPersianNumber(bytes)} از{' '}
        {formatPersianNumber(HEADER_FOOTER_COOKIE_BYTES)} بایت
      </Typography>
      <Box aria-live="polite">
        {(failure ?? errors['']) && <Alert severity="error">{failure ?? errors['']}</Alert>}
        {save.isSuccess && !failure && (
          <Alert severity="success">{STAFF_CONTENT_MESSAGES.headerFooterSaved}</Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <PendingButton type="submit" variant="contained" pending={save.isPending}>
          {save.isPending ? 'در حال ذخیره…' : 'ذخیره'}
        </PendingButton>
        <PendingButton
          onClick={() => {
            setPayload(saved.payload);
            setErrors({});
          }}
          pending={save.isPending}
        >
          کنار گذاشتن تغییرها
        </PendingButton>
      </Box>
    </Box>
  );
}

export default function HeaderFooterPage() {
  const answer = useStaffQuery<StaffHeaderFooterAnswer>(PATH);
  return (
    <>
      <PageHeading title="سربرگ و پابرگ" />
      {answer.data ? (
        <HeaderFooterForm saved={answer.data} />
      ) : (
        <LoadState error={answer.error} onRetry={() => void answer.refetch()} />
      )}
    </>
  );
}

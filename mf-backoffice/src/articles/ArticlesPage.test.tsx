import '@testing-library/jest-dom';
import { STAFF_CONTENT_MESSAGES } from '@rahi/shared-contracts/staff';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';

const CATEGORIES = [
  { slug: 'history', title: 'شهرهای تاریخی' },
  { slug: 'nature', title: 'طبیعت‌گردی' },
];
const SEED = {
  slug: 'kish-island-first-visit',
  title: 'کیش برای اولین بار',
  category: { slug: 'islands', title: 'جزیره و دریا' },
  edited: false,
  published: true,
  updatedAt: '2026-11-28T09:00:00.000Z',
};
const editor = () => ok(staffMe({ roles: ['editor'] }));

describe('the travel tips pages', () => {
  it('lists each article with its category, whether it is published and its last change', async () => {
    renderBackoffice('/backoffice/articles', (endPoint) => {
      if (endPoint === '/staff/me') return editor();
      if (endPoint === '/staff/articles')
        return ok({
          items: [SEED, { ...SEED, slug: 'yazd', title: 'یزد', edited: true, published: false }],
          categories: CATEGORIES,
        });
    });
    const table = await screen.findByRole('region', { name: 'مطالب سفر' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: SEED.title })).toHaveAttribute(
      'href',
      `/backoffice/articles/${SEED.slug}`,
    );
    expect(rows[1]).toHaveTextContent('منتشرشده');
    expect(rows[1]).toHaveTextContent('متن آغازین سایت');
    expect(rows[2]).toHaveTextContent('منتشرنشده');
  });

  it('writes a new article: checks it, previews the server HTML, saves it and opens its own address', async () => {
    const { user, calls } = renderBackoffice('/backoffice/articles/new', (endPoint, method, body) => {
      if (endPoint === '/staff/me') return editor();
      if (endPoint === '/staff/articles') return ok({ items: [], categories: CATEGORIES });
      if (endPoint === '/staff/markdown-preview') return ok({ html: '<h2>بادگیر</h2><p>متن</p>' });
      const saved = {
        ...SEED,
        ...(body as object),
        slug: 'yek-rooz-dar-yazd',
        summary: '',
        html: '',
        edited: true,
        category: CATEGORIES[0],
      };
      if (endPoint === '/staff/articles/yek-rooz-dar-yazd' && method === 'PUT') return ok(saved);
      if (endPoint === '/staff/articles/yek-rooz-dar-yazd')
        return ok({ ...saved, title: 'یک روز در یزد', markdown: '## بادگیر', published: true });
    });
    const form = await screen.findByRole('form', { name: 'مطلب' });
    await user.click(within(form).getByRole('button', { name: 'ذخیره' }));
    expect(within(form).getByText(STAFF_CONTENT_MESSAGES.slugInvalid)).toBeInTheDocument();
    expect(within(form).getByText(STAFF_CONTENT_MESSAGES.categoryRequired)).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /نشانی/ }), 'Yek-Rooz-Dar-Yazd');
    await user.type(within(form).getByRole('textbox', { name: /^عنوان/ }), 'یک روز در یزد');
    await user.click(within(form).getByRole('combobox', { name: /دسته/ }));
    await user.click(screen.getByRole('option', { name: 'شهرهای تاریخی' }));
    // Pasted, as an editor brings a text written elsewhere (typed key by key it took most of a minute under load).
    await user.click(within(form).getByRole('textbox', { name: /^متن/ }));
    await user.paste('## بادگیر\n\nمتنی کوتاه اما کافی برای مطلب.');
    await user.click(within(form).getByRole('button', { name: 'پیش‌نمایش' }));
    const preview = screen.getByRole('region', { name: 'پیش‌نمایش' });
    expect(await within(preview).findByRole('heading', { name: 'بادگیر' })).toBeInTheDocument();
    await user.click(within(form).getByRole('switch', { name: 'منتشر شود' }));
    await user.click(within(form).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'یک روز در یزد' })).toBeInTheDocument();
    expect(screen.getByLabelText('نشانی فعلی')).toHaveTextContent('/backoffice/articles/yek-rooz-dar-yazd');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'یک روز در یزد',
      summary: '',
      markdown: '## بادگیر\n\nمتنی کوتاه اما کافی برای مطلب.',
      published: true,
      category: 'history',
    });
  });
});

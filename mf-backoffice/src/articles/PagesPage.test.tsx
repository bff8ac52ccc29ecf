import '@testing-library/jest-dom';
import { STAFF_CONTENT_MESSAGES } from '@rahi/shared-contracts/staff';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';

const PAGE = {
  path: 'help/refunds',
  title: 'بازگشت وجه',
  edited: true,
  published: true,
  updatedAt: '2026-11-29T09:00:00.000Z',
};

describe('the CMS pages', () => {
  it('lists pages by address and writes a new one at a free address of any depth', async () => {
    const { user, calls } = renderBackoffice('/backoffice/pages', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe({ roles: ['editor'] }));
      if (endPoint === '/staff/pages')
        return ok([{ ...PAGE, path: 'about', title: 'درباره ما', edited: false }]);
      const full = { ...PAGE, summary: '', markdown: '## بازگشت', html: '<h2>بازگشت</h2>' };
      if (endPoint === '/staff/pages/help/refunds') return ok(full);
    });
    const table = await screen.findByRole('region', { name: 'صفحه‌های سایت' });
    expect(within(table).getByRole('link', { name: 'درباره ما' })).toHaveAttribute(
      'href',
      '/backoffice/pages/about',
    );
    await user.click(screen.getByRole('link', { name: 'صفحه تازه' }));
    const form = await screen.findByRole('form', { name: 'صفحه' });
    await user.type(within(form).getByRole('textbox', { name: /نشانی/ }), 'travel-tips');
    await user.type(within(form).getByRole('textbox', { name: /^عنوان/ }), 'بازگشت وجه');
    await user.click(within(form).getByRole('textbox', { name: /^متن/ }));
    await user.paste('## بازگشت\n\nپول شما ظرف سه روز کاری برمی‌گردد.');
    await user.click(within(form).getByRole('button', { name: 'ذخیره' }));
    expect(within(form).getByText(STAFF_CONTENT_MESSAGES.pathTaken)).toBeInTheDocument();
    const path = within(form).getByRole('textbox', { name: /نشانی/ });
    await user.clear(path);
    await user.type(path, 'help/refunds');
    await user.click(within(form).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'بازگشت وجه' })).toBeInTheDocument();
    expect(screen.getByLabelText('نشانی فعلی')).toHaveTextContent('/backoffice/pages/help/refunds');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      endPoint: '/staff/pages/help/refunds',
      body: { title: 'بازگشت وجه', summary: '', published: false },
    });
  });
});

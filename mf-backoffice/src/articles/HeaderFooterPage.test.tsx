import '@testing-library/jest-dom';
import type { StaffHeaderFooter } from '@rahi/shared-contracts/api';
import { STAFF_CONTENT_MESSAGES as M } from '@rahi/shared-contracts/staff';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';

const PAYLOAD: StaffHeaderFooter = {
  header: {
    settings: { phone: '021-91000000', supportHours: 'هر روز ۸ تا ۲۴', logoText: 'راهی', social: [] },
    links: [
      { title: 'نکات سفر', url: '/travel-tips' },
      { title: 'پیگیری رزرو', url: '/reserve-status' },
    ],
  },
  footer: {
    columns: [{ title: 'راهی', links: [{ title: 'درباره ما', url: '/about' }] }],
    about: 'رزرو آنلاین هتل',
    phone: '021-91000000',
  },
  comment: { comment_status: true },
};

describe('the header and footer', () => {
  it('checks links as booking-api does, then saves the whole payload with the order and toggle changed', async () => {
    const { user, calls } = renderBackoffice('/backoffice/header-footer', (endPoint, method, body) => {
      if (endPoint === '/staff/me') return ok(staffMe({ roles: ['editor'] }));
      if (endPoint === '/staff/header-footer')
        return ok({
          payload: method === 'PUT' ? body : PAYLOAD,
          updatedAt: '2026-11-29T09:00:00.000Z',
          bytes: 900,
        });
    });
    const form = await screen.findByRole('form', { name: 'سربرگ و پابرگ' });
    const second = within(form).getByRole('group', { name: 'پیوندهای سربرگ، ردیف ۲' });
    const url = within(second).getByRole('textbox', { name: 'نشانی' });
    await user.clear(url);
    await user.click(url);
    await user.paste('javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'ذخیره' }));
    expect(within(second).getByText(M.linkUrl)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(url);
    await user.click(url);
    await user.paste('/hotels/yazd');
    await user.click(within(form).getByRole('button', { name: 'بالا بردن: پیوندهای سربرگ، ردیف ۲' }));
    await user.click(within(form).getByRole('switch', { name: /نظر بنویسند/ }));
    await user.click(within(form).getByRole('button', { name: 'ذخیره' }));
    expect(await within(form).findByText(M.headerFooterSaved)).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.endPoint).toBe('/staff/header-footer');
    const sent = put?.body as StaffHeaderFooter;
    expect(sent.header.links).toEqual([
      { title: 'پیگیری رزرو', url: '/hotels/yazd' },
      { title: 'نکات سفر', url: '/travel-tips' },
    ]);
    expect(sent.comment.comment_status).toBe(false);
    expect(within(form).getByText(/اندازه در مرورگر مسافر/)).toHaveTextContent('از ۳٬۸۰۰ بایت');
  });
});

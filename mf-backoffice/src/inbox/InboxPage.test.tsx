import '@testing-library/jest-dom';
import type { InboxItem, InboxList } from '@rahi/shared-contracts/api';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';

const CONTACT: InboxItem = {
  id: 4,
  kind: 'contact',
  state: 'new',
  mobile: '09123456789',
  userId: 3,
  ticketId: 9,
  data: { name: 'مریم احمدی', subject: 'فاکتور', message: 'فاکتور رسمی می‌خواهم.', captcha_token: 'x' },
  createdAt: '2026-11-28T08:00:00Z',
};

const list = (items: InboxItem[]): InboxList => ({ items, total: items.length, page: 1, pageSize: 20 });

describe('the inbox', () => {
  it('shows a contact message’s fields and its ticket, and marks it answered', async () => {
    let item = CONTACT;
    const { user, calls } = renderBackoffice('/backoffice/inbox', (endPoint, method, body) => {
      if (endPoint === '/staff/me') return ok(staffMe());
      if (endPoint === '/staff/inbox') return ok(list([item]));
      if (endPoint === '/staff/inbox/contact/4/state' && method === 'POST') {
        item = { ...item, state: (body as { state: InboxItem['state'] }).state };
        return ok(item, 'وضعیت ذخیره شد.');
      }
    });

    const card = await screen.findByRole('article', { name: 'پیام تماس ۴' });
    expect(card).toHaveTextContent('موضوعفاکتور');
    expect(card).toHaveTextContent('فاکتور رسمی می‌خواهم.');
    expect(card).not.toHaveTextContent('captcha');
    expect(within(card).getByRole('link', { name: 'تیکت ۹' })).toHaveAttribute(
      'href',
      '/backoffice/tickets/9',
    );
    expect(card).toHaveTextContent('تازه');

    await user.click(within(card).getByRole('button', { name: 'پاسخ داده شد' }));

    expect(await within(card).findByText('پاسخ‌داده‌شده')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ state: 'answered' });
    expect(within(card).queryByRole('button', { name: 'پاسخ داده شد' })).not.toBeInTheDocument();
  });

  it('filters by kind through the address', async () => {
    const { user, calls } = renderBackoffice('/backoffice/inbox?state=new', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe({ roles: ['editor'] }));
      if (endPoint.startsWith('/staff/inbox')) return ok(list([]));
    });

    await user.click(
      within(await screen.findByRole('group', { name: 'نوع' })).getByRole('button', {
        name: 'ثبت‌نام هنرمند',
      }),
    );

    expect(await screen.findByText('موردی با این فیلترها نیست.')).toBeInTheDocument();
    expect(calls.map((call) => call.endPoint)).toContain('/staff/inbox?kind=artist&state=new');
  });
});

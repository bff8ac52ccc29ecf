import '@testing-library/jest-dom';
import type { StaffReview, StaffReviewList } from '@rahi/shared-contracts/api';
import { screen, within } from '@testing-library/react';
import { staffMe } from '../testing/fixtures';
import { ok, renderBackoffice } from '../testing/render-app';

const REVIEW: StaffReview = {
  id: 11,
  hotel: { id: 3, name: 'هتل درویشی' },
  author: 'مریم',
  rating: 4.5,
  scores: { staff: 5, cleanliness: 4, restaurant: 4, location: 5, valueForMoney: 4.5 },
  recommend: true,
  title: 'اقامت خوب',
  text: 'کارکنان مهربان بودند.\n<b>صبحانه</b> عالی بود.',
  stayedOn: '2026-11-10',
  createdAt: '2026-11-20T10:00:00Z',
  status: 'held',
  moderationNote: 'link',
};

const list = (items: StaffReview[]): StaffReviewList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

describe('review moderation', () => {
  it('shows the held reviews as text with why they were held, and publishes one', async () => {
    let held = [REVIEW];
    const editor = staffMe({ roles: ['editor'] });
    const { user, calls } = renderBackoffice('/backoffice/reviews', (endPoint, method) => {
      if (endPoint === '/staff/me') return ok(editor);
      if (endPoint === '/staff/reviews?status=held') return ok(list(held));
      if (endPoint === '/staff/reviews/11/decision' && method === 'POST') {
        held = [];
        return ok(
          { id: 11, status: 'published', hotel: { id: 3, rating: 4.4, reviewsCount: 8 } },
          'نظر منتشر شد.',
        );
      }
    });

    const card = await screen.findByRole('article', { name: 'هتل درویشی، نظر مریم' });
    expect(card).toHaveTextContent('امتیاز ۴٫۵ از ۵');
    expect(card).toHaveTextContent('نظافت ۴');
    expect(card).toHaveTextContent('دلیل نگه‌داشتن: پیوند یا نشانی وب در متن');
    expect(card).toHaveTextContent('<b>صبحانه</b> عالی بود.');

    await user.click(within(card).getByRole('button', { name: 'انتشار' }));

    expect(await screen.findByText('نظری در انتظار بررسی نیست.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ decision: 'publish' });
  });

  it('lists the rejected reviews from the status switch, each to be published after all', async () => {
    const { user } = renderBackoffice('/backoffice/reviews', (endPoint) => {
      if (endPoint === '/staff/me') return ok(staffMe());
      if (endPoint === '/staff/reviews?status=held') return ok(list([]));
      if (endPoint === '/staff/reviews?status=rejected') return ok(list([{ ...REVIEW, status: 'rejected' }]));
    });

    const statuses = within(await screen.findByRole('group', { name: 'وضعیت نظر' })).getAllByRole('button');
    expect(statuses.map((button) => button.textContent)).toEqual(['در انتظار بررسی', 'منتشرشده', 'ردشده']);
    await user.click(screen.getByRole('button', { name: 'ردشده' }));

    const card = await screen.findByRole('article', { name: 'هتل درویشی، نظر مریم' });
    expect(within(card).getByRole('button', { name: 'انتشار' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'رد' })).not.toBeInTheDocument();
  });
});

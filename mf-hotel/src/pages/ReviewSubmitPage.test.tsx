import { FORM_MESSAGES, getEventBus } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ReviewSubmitPage from './ReviewSubmitPage';

jest.setTimeout(30_000);

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
});

const answer = (status: number, errors: string[] = []) =>
  jest.fn(async () => ({
    status,
    json: async () => ({ meta: { status: status < 400, message: '', errors }, data: null }),
  })) as unknown as typeof fetch;

function renderPage() {
  render(
    <Providers router={false}>
      <MemoryRouter initialEntries={['/review-submit/12345678?mobile=09121234567']}>
        <Routes>
          <Route path="/review-submit/:id" element={<ReviewSubmitPage />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

describe('ReviewSubmitPage while comments are closed', () => {
  it('says reviews are closed, links home, and asks booking-api nothing', async () => {
    global.fetch = answer(200);
    getEventBus().emit({ type: 'site/comment-status', payload: { open: false } });

    renderPage();

    expect(await screen.findByText(FORM_MESSAGES.reviewsClosed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'صفحه اصلی' })).toHaveAttribute('href', '/');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it("says the same when booking-api refuses with 403 (the setting changed since the page's)", async () => {
    global.fetch = answer(403, [FORM_MESSAGES.reviewsClosed]);

    renderPage();

    expect(await screen.findByText(FORM_MESSAGES.reviewsClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تلاش دوباره' })).not.toBeInTheDocument();
  });
});

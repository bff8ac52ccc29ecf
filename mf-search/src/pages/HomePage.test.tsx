import { getEventBus, MESSAGES, type RahiEvent } from '@rahi/shared-contracts';
import { Providers } from '@rahi/tooling/providers';
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import HomePage from './HomePage';

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
});

function renderHome() {
  return render(
    <Providers router={false}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Providers>,
  );
}

describe('HomePage', () => {
  it('opens with the search hero as its one h1, followed by its sections', () => {
    renderHome();

    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('رزرو هتل در سراسر ایران، با بهترین قیمت');
    expect(screen.getByRole('heading', { level: 2, name: 'چرا راهی؟' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'راهنمای سفر' })).toBeInTheDocument();
  });

  it('reports an empty search through a toast/error event on the bus', async () => {
    const user = userEvent.setup();
    const events: RahiEvent[] = [];
    const subscription = getEventBus().events$.subscribe((event) => events.push(event));
    renderHome();

    await user.click(screen.getByRole('button', { name: 'جستجو' }));

    subscription.unsubscribe();
    expect(events).toEqual([{ type: 'toast/error', payload: { message: MESSAGES.fillAllFields } }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('لطفا همه فیلد ها را پر کنید');
  });

  it('links to the travel guides', () => {
    renderHome();

    expect(screen.getByRole('link', { name: 'نقشه راه‌آهن ایران' })).toHaveAttribute('href', '/railway-map');
    expect(screen.getByRole('link', { name: 'نکات سفر' })).toHaveAttribute('href', '/travel-tips');
  });
});

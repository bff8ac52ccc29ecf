// The stay picker's prices: asked only once it is open, for the days shown from today; each day's short price
// under it and in full in its name, the cheaper third marked, and a sold-out day disabled with its reason.
import '@testing-library/jest-dom';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeCall, installFakeApi } from '../testing/fake-api';
import { StayDatesField } from './StayDatesField';

const DAYS = [
  { date: '2025-12-10', price: 24_000_000, status: 'available' },
  { date: '2025-12-11', price: null, status: 'sold_out' },
  { date: '2025-12-12', price: 30_000_000, status: 'available' },
  { date: '2025-12-13', price: 50_000_000, status: 'available' },
  { date: '2025-12-14', price: null, status: 'closed' },
];
let calls: FakeCall[];

// Tuesday 18 Azar 1404 (2025-12-09) in Tehran; the clock still runs so user-event's waits work.
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2025-12-09T08:00:00Z'), advanceTimers: true });
  calls = installFakeApi((endPoint) =>
    endPoint.startsWith('/cities/1/price-calendar')
      ? { data: { from: '2025-12-09', to: '2026-01-20', days: DAYS } }
      : undefined,
  );
});
afterEach(() => jest.useRealTimers());

function renderField() {
  const onChange = jest.fn();
  render(
    <Providers router={false}>
      <StayDatesField
        checkin={null}
        checkout={null}
        onChange={onChange}
        priceSource={{ type: 'city', id: 1 }}
      />
    </Providers>,
  );
  return { user: userEvent.setup({ delay: null }), onChange };
}

const dialog = () => within(screen.getByRole('dialog'));

describe('StayDatesField with prices', () => {
  it('asks for prices only once opened, for the two months shown from today', async () => {
    const { user } = renderField();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'تاریخ ورود' }));

    await screen.findByRole('dialog');
    await dialog().findByRole('gridcell', { name: /^چهارشنبه ۱۹ آذر ۱۴۰۴، / });
    expect(calls.map((call) => call.endPoint)).toEqual([
      '/cities/1/price-calendar?from=2025-12-09&to=2026-01-20',
    ]);
  });

  it('shows each price short under its day and in full in its name, the cheaper ones marked', async () => {
    const { user } = renderField();
    await user.click(screen.getByRole('combobox', { name: 'تاریخ ورود' }));

    const cheap = await dialog().findByRole('gridcell', {
      name: 'چهارشنبه ۱۹ آذر ۱۴۰۴، کمترین قیمت هر شب ۲٬۴۰۰٬۰۰۰ تومان، ارزان‌تر',
    });
    expect(cheap).toHaveTextContent('۲٫۴م');
    expect(
      dialog().getByRole('gridcell', { name: 'جمعه ۲۱ آذر ۱۴۰۴، کمترین قیمت هر شب ۳٬۰۰۰٬۰۰۰ تومان' }),
    ).toHaveTextContent('۳م');
    expect(screen.getByText(/یک‌سوم ارزان‌تر/)).toBeInTheDocument();
  });

  it('disables a sold-out day and a closed one, with the reason, and does not take them', async () => {
    const { user, onChange } = renderField();
    await user.click(screen.getByRole('combobox', { name: 'تاریخ ورود' }));

    const full = await dialog().findByRole('gridcell', { name: 'پنجشنبه ۲۰ آذر ۱۴۰۴، ظرفیت تکمیل' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(full).toHaveTextContent('تکمیل');
    expect(dialog().getByRole('gridcell', { name: 'یکشنبه ۲۳ آذر ۱۴۰۴، بسته' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(full);
    expect(onChange).not.toHaveBeenCalled();
  });
});

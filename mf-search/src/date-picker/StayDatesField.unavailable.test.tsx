import '@testing-library/jest-dom';
import { Providers } from '@rahi/shared-ui/providers';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StayDatesField } from './StayDatesField';

// The picker's chunk did not arrive: a network failure, or a newer build that replaced it.
jest.mock('./StayDatesPicker', () => {
  throw new Error('Loading chunk deferred-date-picker failed');
});

it('keeps the fields and says so in Persian when the calendar cannot be loaded', async () => {
  render(
    <Providers router={false}>
      <StayDatesField checkin="2025-12-11" checkout="2025-12-13" onChange={jest.fn()} />
    </Providers>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: 'تاریخ ورود' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'تقویم باز نشد. لطفا صفحه را دوباره بارگذاری کنید.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'تاریخ خروج' })).toHaveValue('شنبه ۲۲ آذر');
});

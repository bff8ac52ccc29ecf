import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GuestsField, MAX_GUESTS } from './GuestsField';

function Party({ initial }: { initial: number }) {
  const [adults, setAdults] = useState(initial);
  return <GuestsField value={adults} onChange={setAdults} />;
}

const fewer = () => screen.getByRole('button', { name: 'یک مسافر کمتر' });
const more = () => screen.getByRole('button', { name: 'یک مسافر بیشتر' });

it('counts the adults in Persian digits, one more or one fewer a press', async () => {
  const user = userEvent.setup();
  render(<Party initial={2} />);
  expect(screen.getByRole('group', { name: 'مسافران' })).toHaveTextContent('۲ بزرگسال');
  await user.click(more());
  expect(screen.getByRole('status')).toHaveTextContent('۳ بزرگسال');
  await user.click(fewer());
  await user.click(fewer());
  expect(screen.getByRole('status')).toHaveTextContent('۱ بزرگسال');
});

it('stops at one and at the most, keeping the focus of the key that reached the limit', async () => {
  const user = userEvent.setup();
  render(<Party initial={2} />);
  fewer().focus();
  await user.keyboard('{Enter}');
  expect(fewer()).toHaveAttribute('aria-disabled', 'true');
  expect(fewer()).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('۱ بزرگسال');

  await user.tab();
  expect(more()).toHaveFocus();
  for (let adults = 1; adults < MAX_GUESTS + 2; adults++) await user.keyboard('{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent(`${MAX_GUESTS.toLocaleString('fa-IR')} بزرگسال`);
  expect(more()).toHaveAttribute('aria-disabled', 'true');
  expect(more()).toHaveFocus();
  expect(fewer()).not.toHaveAttribute('aria-disabled');
});

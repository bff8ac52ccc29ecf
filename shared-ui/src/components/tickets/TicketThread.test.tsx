import '@testing-library/jest-dom';
import type { TicketMessage } from '@rahi/shared-contracts/api';
import { render, screen, within } from '@testing-library/react';
import { TicketThread } from './TicketThread';

const MESSAGES: TicketMessage[] = [
  { id: 1, author: 'traveller', text: 'اتاق آماده نیست', at: '2026-11-21T20:31:00Z' },
  { id: 2, author: 'support', text: 'پیگیری می‌کنیم', at: '2026-11-21T20:40:00Z' },
];

describe('TicketThread', () => {
  it('names the traveller «شما» on the traveller side, with the Jalali time in Tehran', () => {
    render(<TicketThread messages={MESSAGES} />);
    const items = within(screen.getByRole('list', { name: 'پیام‌ها' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['پیام شما', 'پیام پشتیبانی']);
    expect(items[0]).toHaveTextContent('۱۴۰۵/۰۹/۰۱ ۰۰:۰۱');
    expect(items[0]).toHaveTextContent('اتاق آماده نیست');
  });

  it('names the traveller «مسافر» on the support desk', () => {
    render(<TicketThread messages={MESSAGES} reader="support" />);
    expect(screen.getByRole('listitem', { name: 'پیام مسافر' })).toHaveTextContent('اتاق آماده نیست');
    expect(screen.getByRole('listitem', { name: 'پیام پشتیبانی' })).toHaveTextContent('پیگیری می‌کنیم');
  });
});

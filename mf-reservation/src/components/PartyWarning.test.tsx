import '@testing-library/jest-dom';
import type { RoomOffer } from '@rahi/shared-contracts/api';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Draft } from '../api/draft';
import { PartyWarning } from './PartyWarning';

const offers = [
  { id: 7, capacity: 2 },
  { id: 8, capacity: 4 },
] as RoomOffer[];
const room = (id: number, extraBedCount = 0) => ({ id, extraBedCount }) as Draft['rooms'][number];

const show = (search: string, rooms: Draft['rooms']) =>
  render(
    <MemoryRouter initialEntries={[`/reservation?reservationId=x${search}`]}>
      <PartyWarning rooms={rooms} offers={offers} />
    </MemoryRouter>,
  );

describe('PartyWarning', () => {
  it('warns, in Persian, when the rooms chosen hold fewer than the adults searched for', () => {
    show('&adults=6', [room(7, 1)]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'اتاق‌های انتخاب‌شده با تخت‌های اضافه برای ۳ نفر جا دارند، اما جستجوی شما برای ۶ بزرگسال بود.',
    );
  });

  it('says nothing when the rooms and their extra beds hold the party', () => {
    show('&adults=6', [room(8), room(7)]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts two adults when the address names none', () => {
    show('', [room(7)]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

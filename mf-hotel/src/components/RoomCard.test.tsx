import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { selectedRoomFrom } from '../state/room-selection';
import { roomOffer } from '../testing/fixtures';
import { RoomCard } from './RoomCard';

describe('RoomCard', () => {
  it('shows the room’s size in square metres in Persian digits beside its capacity', () => {
    render(
      <Providers router={false}>
        <RoomCard offer={roomOffer(1, { sizeM2: 32 })} cart={[]} onCount={() => {}} onOptions={() => {}} />
      </Providers>,
    );

    const facts = within(screen.getByRole('article', { name: 'اتاق 1' })).getAllByRole('listitem');
    expect(facts.map((fact) => fact.textContent)).toEqual([
      'ظرفیت ۲ نفر',
      '۳۲ متر مربع',
      'با صبحانه',
      'تا ۲ تخت اضافه',
    ]);
  });

  it('marks a room that cannot hold the party searched for, and not one that can', () => {
    const { rerender } = render(
      <Providers router={false}>
        <RoomCard
          offer={roomOffer(1, { holdsParty: false })}
          cart={[]}
          onCount={() => {}}
          onOptions={() => {}}
          adults={6}
        />
      </Providers>,
    );
    expect(screen.getByText('یک اتاق برای ۶ بزرگسال کافی نیست؛ چند اتاق انتخاب کنید')).toBeInTheDocument();
    rerender(
      <Providers router={false}>
        <RoomCard offer={roomOffer(1)} cart={[]} onCount={() => {}} onOptions={() => {}} adults={2} />
      </Providers>,
    );
    expect(screen.queryByTestId('room-too-small')).toBeNull();
  });

  it('puts less before more, as the search box does: on the right and on the left in right-to-left', () => {
    const offer = roomOffer(1);
    render(
      <Providers router={false}>
        <RoomCard offer={offer} cart={[selectedRoomFrom(offer)]} onCount={() => {}} onOptions={() => {}} />
      </Providers>,
    );
    const buttons = within(screen.getByRole('group', { name: 'تعداد اتاق 1' })).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'یک اتاق 1 کمتر',
      'یک اتاق 1 بیشتر',
    ]);
  });
});

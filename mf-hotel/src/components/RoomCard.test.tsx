import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
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
});

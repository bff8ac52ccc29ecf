import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { hotelCard } from '../testing/fake-api';
import { HotelCard } from './HotelCard';
import { HotelTile } from './HotelTile';

const STAY = { checkin: '2099-12-20', nights: 2 };

function renderCards(cards: ReactNode) {
  render(
    <Providers router={false}>
      <MemoryRouter>{cards}</MemoryRouter>
    </Providers>,
  );
}

const sizeOf = (element: Element) => {
  const style = getComputedStyle(element);
  return { width: style.width, height: style.height, borderRadius: style.borderRadius };
};

describe.each([
  ['HotelCard', (hotel: ReturnType<typeof hotelCard>) => <HotelCard hotel={hotel} stay={STAY} />],
  ['HotelTile', (hotel: ReturnType<typeof hotelCard>) => <HotelTile hotel={hotel} stay={STAY} />],
])('%s', (_name, card) => {
  it('shows a hotel without a photo with a neutral box of the photo’s size, not a broken image', () => {
    renderCards(
      <>
        {card(hotelCard(1, { name: 'هتل با عکس' }))}
        {card(hotelCard(2, { name: 'هتل بی عکس', image: null }))}
      </>,
    );

    const photo = within(screen.getAllByRole('article')[0] as HTMLElement).getByRole('img', {
      name: 'نمای هتل با عکس',
    });
    const withoutPhoto = screen.getAllByRole('article')[1] as HTMLElement;
    expect(within(withoutPhoto).queryByRole('img', { name: /^نمای/ })).not.toBeInTheDocument();
    expect(withoutPhoto.querySelector('img')).toBeNull();
    const placeholder = within(withoutPhoto).getByTestId('hotel-photo-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(sizeOf(placeholder)).toEqual(sizeOf(photo));
    expect(sizeOf(placeholder).width).toBe('100%');
  });
});

describe('HotelCard rating', () => {
  it('shows a reviewed hotel’s score out of 5 with its review count, and an unreviewed one as "بدون نظر"', () => {
    renderCards(
      <>
        <HotelCard
          hotel={hotelCard(1, { name: 'هتل نظرخورده', rating: 4.2, reviewsCount: 53 })}
          stay={STAY}
        />
        <HotelCard hotel={hotelCard(2, { name: 'هتل تازه', rating: 0, reviewsCount: 0 })} stay={STAY} />
      </>,
    );
    const [reviewed, fresh] = screen.getAllByRole('article') as HTMLElement[];

    expect(reviewed).toHaveTextContent('۴٫۲ از ۵ (۵۳ نظر)');
    expect(fresh).toHaveTextContent('بدون نظر');
    expect(fresh).not.toHaveTextContent('از ۵');
  });
});

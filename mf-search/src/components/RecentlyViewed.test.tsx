import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RecentlyViewed } from './RecentlyViewed';

beforeEach(() => window.localStorage.clear());

describe('RecentlyViewed', () => {
  it('draws nothing for a browser that has viewed no hotel', () => {
    const { container } = render(<RecentlyViewed />, { wrapper: MemoryRouter });
    expect(container).toBeEmptyDOMElement();
  });

  it('links the hotels last viewed, newest first', async () => {
    window.localStorage.setItem(
      'rahi:recently-viewed',
      JSON.stringify([
        { id: 5, name: 'هتل درویشی', slug: 'hotel-darvishi', cityName: 'مشهد', image: null },
        { id: 9, name: 'هتل آزادی', slug: 'hotel-azadi', cityName: 'تهران', image: null },
      ]),
    );
    render(<RecentlyViewed />, { wrapper: MemoryRouter });
    const section = await screen.findByRole('region', { name: 'بازدیدهای اخیر شما' });
    const links = Array.from(section.querySelectorAll('a')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/hotel/5/hotel-darvishi', '/hotel/9/hotel-azadi']);
    expect(section).toHaveTextContent('تهران');
  });
});

import { cityPath, hotelPath, hotelStayPath, searchSelectionPath } from './search-path';

const STAY = { checkin: '2026-12-01', nights: 2 };

describe('cityPath', () => {
  it("puts 'hotels-' before the city slug", () => {
    expect(cityPath({ id: 1, slug: 'mashhad' })).toBe('/city/1/hotels-mashhad');
  });

  it('does not double the prefix of a slug that already has it, as /destinations gives', () => {
    expect(cityPath({ id: 5, slug: 'hotels-kish' })).toBe('/city/5/hotels-kish');
  });

  it('hyphenates and encodes a Persian name', () => {
    expect(cityPath({ id: 27, slug: 'بندر انزلی' })).toBe(
      `/city/27/hotels-${encodeURIComponent('بندر-انزلی')}`,
    );
  });
});

describe('hotelPath', () => {
  it('hyphenates and encodes the hotel slug', () => {
    expect(hotelPath({ id: 90, slug: 'هتل-مشکات' })).toBe(`/hotel/90/${encodeURIComponent('هتل-مشکات')}`);
    expect(hotelPath({ id: 90, slug: ' هتل  مشکات ' })).toBe(`/hotel/90/${encodeURIComponent('هتل-مشکات')}`);
  });
});

describe('searchSelectionPath', () => {
  it('sends a city to its hotel list with the stay', () => {
    const city = {
      id: 1,
      type: 'city',
      title: 'مشهد',
      fullTitle: 'مشهد، خراسان رضوی',
      slug: 'hotels-mashhad',
    } as const;

    expect(searchSelectionPath(city, STAY)).toBe('/city/1/hotels-mashhad?checkin=2026-12-01&nights=2');
  });

  it('sends a hotel to its page with the same query', () => {
    const hotel = {
      id: 90,
      type: 'hotel',
      title: 'هتل مشکات',
      fullTitle: 'هتل مشکات، مشهد',
      slug: 'هتل-مشکات',
    } as const;

    expect(searchSelectionPath(hotel, STAY)).toBe(
      `/hotel/90/${encodeURIComponent('هتل-مشکات')}?checkin=2026-12-01&nights=2`,
    );
  });

  it('falls back to the title when a remembered selection has no slug', () => {
    const hotel = { id: 90, type: 'hotel', title: 'هتل مشکات', fullTitle: 'هتل مشکات، مشهد' } as const;

    expect(searchSelectionPath(hotel, STAY)).toBe(
      `/hotel/90/${encodeURIComponent('هتل-مشکات')}?checkin=2026-12-01&nights=2`,
    );
  });
});

describe('hotelStayPath', () => {
  it('adds the stay, and the party only when it is not two', () => {
    const stay = { checkin: '2026-12-01', nights: 2 };
    expect(hotelStayPath({ id: 9, slug: 'azadi' }, stay)).toBe('/hotel/9/azadi?checkin=2026-12-01&nights=2');
    expect(hotelStayPath({ id: 9, slug: 'azadi' }, stay, 2)).toBe(
      '/hotel/9/azadi?checkin=2026-12-01&nights=2',
    );
    expect(hotelStayPath({ id: 9, slug: 'azadi' }, stay, 3)).toBe(
      '/hotel/9/azadi?checkin=2026-12-01&nights=2&adults=3',
    );
  });
});

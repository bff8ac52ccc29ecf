import { buildHead } from './head';
import { sampleHotelPageData } from './test-data';

const URL_ASKED = 'https://rahi.example/hotel/12/any-slug?checkin=2026-12-01&nights=2';

describe('buildHead', () => {
  it('names the hotel and its city in the title and the description', () => {
    const head = buildHead(sampleHotelPageData(), URL_ASKED);

    expect(head.title).toBe('رزرو هتل درویشی در مشهد | راهی');
    expect(head.description).toContain('هتل درویشی، هتل ۵ ستاره در مشهد');
  });

  it('quotes the cheapest free room a night in Toman, leaving out full rooms', () => {
    // 52,000,000 Rial for 2 nights is 2,600,000 Toman a night; the full suite is cheaper per Rial nowhere.
    expect(buildHead(sampleHotelPageData(), URL_ASKED).description).toContain('از شبی ۲٬۶۰۰٬۰۰۰ تومان');
  });

  it('makes the canonical address from the hotel own slug, without the stay', () => {
    const head = buildHead(sampleHotelPageData(), URL_ASKED);

    expect(head.canonical).toBe('https://rahi.example/hotel/12/hotel-darvishi');
    expect(head.og.url).toBe(head.canonical);
  });

  it('gives Open Graph a title, description and an absolute picture', () => {
    const { og } = buildHead(sampleHotelPageData(), URL_ASKED);

    expect(og).toMatchObject({ type: 'website', title: 'رزرو هتل درویشی در مشهد | راهی', locale: 'fa_IR' });
    expect(og.image).toMatch(/^https:\/\/rahi\.example\/_img\?src=%2Fmedia%2Fhotels%2F12%2Fexterior-1\.svg/);
  });

  it('describes a schema.org Hotel with address, geo, stars, rating and times', () => {
    const { jsonLd } = buildHead(sampleHotelPageData(), URL_ASKED);

    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'هتل درویشی',
      address: { '@type': 'PostalAddress', addressLocality: 'مشهد', addressCountry: 'IR' },
      geo: { '@type': 'GeoCoordinates', latitude: 36.2797, longitude: 59.6134 },
      starRating: { '@type': 'Rating', ratingValue: 5 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 128, bestRating: 5 },
      checkinTime: '14:00',
      checkoutTime: '12:00',
    });
  });

  it('offers every room for the stay in Rial, a full one as sold out', () => {
    const offers = buildHead(sampleHotelPageData(), URL_ASKED).jsonLd.makesOffer as Record<string, unknown>[];

    expect(offers).toHaveLength(2);
    expect(offers[0]).toMatchObject({
      name: 'دو تخته دبل',
      price: 52_000_000,
      priceCurrency: 'IRR',
      availability: 'https://schema.org/InStock',
      validFrom: '2026-12-01',
    });
    expect(offers[1]).toMatchObject({ name: 'سوئیت', availability: 'https://schema.org/SoldOut' });
  });

  it('leaves aggregateRating out for a hotel nobody has reviewed yet', () => {
    const data = sampleHotelPageData();
    data.hotel.reviewsCount = 0;

    expect(buildHead(data, URL_ASKED).jsonLd.aggregateRating).toBeUndefined();
  });
});

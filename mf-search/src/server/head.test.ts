import { buildHead } from './head';
import { SAMPLE_URL, sampleCityPageData } from './test-data';

describe('buildHead', () => {
  it('names the city in the title, as the page sets it in the browser', () => {
    expect(buildHead(sampleCityPageData(), SAMPLE_URL).title).toBe('هتل‌های مشهد | راهی');
  });

  it('says how many hotels and from what price a night, in Toman with Persian digits', () => {
    const { description } = buildHead(sampleCityPageData(), SAMPLE_URL);

    expect(description).toContain('۲۳ هتل در مشهد، خراسان رضوی');
    // The price facet's floor: 5,390,000 Rial is 539,000 Toman.
    expect(description).toContain('از شبی ۵۳۹٬۰۰۰ تومان');
  });

  it('leaves the price out when the city has no hotel for the stay', () => {
    const data = sampleCityPageData();
    data.hotels = { ...data.hotels, items: [], total: 0 };

    expect(buildHead(data, SAMPLE_URL).description).not.toContain('تومان');
  });

  it('makes the canonical address from the city own slug, without the stay or filters', () => {
    const head = buildHead(sampleCityPageData(), `${SAMPLE_URL}&stars=5&page=2`);

    expect(head.canonical).toBe('https://rahi.example/city/1/hotels-mashhad');
    expect(head.og.url).toBe(head.canonical);
  });

  it('gives Open Graph a title, description and an absolute picture', () => {
    const { og } = buildHead(sampleCityPageData(), SAMPLE_URL);

    expect(og).toMatchObject({ type: 'website', title: 'هتل‌های مشهد | راهی', locale: 'fa_IR' });
    expect(og.image).toMatch(/^https:\/\/rahi\.example\/_img\?src=%2Fmedia%2Fhotels%2F11%2Fexterior-1\.svg/);
  });

  it('lists the hotels shown as a schema.org ItemList, numbered from the page', () => {
    const data = sampleCityPageData();
    data.hotels = { ...data.hotels, page: 2, pageSize: 10 };
    const { jsonLd } = buildHead(data, SAMPLE_URL);

    expect(jsonLd).toMatchObject({ '@type': 'ItemList', numberOfItems: 23 });
    expect((jsonLd.itemListElement as unknown[])[0]).toEqual({
      '@type': 'ListItem',
      position: 11,
      url: `https://rahi.example/hotel/11/${encodeURIComponent('هتل-نمونه-11')}`,
      name: 'هتل الماس',
    });
  });
});

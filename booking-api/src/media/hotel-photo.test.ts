import { PHOTO_CATEGORIES, renderHotelPhoto } from './hotel-photo';

describe('renderHotelPhoto', () => {
  it('draws the same picture for the same hotel, category and index', () => {
    const request = { hotelId: 12, category: 'rooms', index: 2 } as const;
    expect(renderHotelPhoto(request)).toBe(renderHotelPhoto(request));
  });

  it('draws a different picture for each category, index and hotel', () => {
    const pictures = PHOTO_CATEGORIES.map((category) =>
      renderHotelPhoto({ hotelId: 12, category, index: 1 }),
    );
    expect(new Set(pictures).size).toBe(PHOTO_CATEGORIES.length);
    expect(renderHotelPhoto({ hotelId: 12, category: 'rooms', index: 1 })).not.toBe(
      renderHotelPhoto({ hotelId: 12, category: 'rooms', index: 2 }),
    );
    expect(renderHotelPhoto({ hotelId: 12, category: 'lobby', index: 1 })).not.toBe(
      renderHotelPhoto({ hotelId: 13, category: 'lobby', index: 1 }),
    );
  });

  it('gives an 800×533 SVG document under 6 KB for every category', () => {
    for (let hotelId = 1; hotelId <= 40; hotelId++) {
      for (const category of PHOTO_CATEGORIES) {
        const svg = renderHotelPhoto({ hotelId, category, index: 1, name: 'هتل آپارتمان مدینة الرضا ۲' });
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 533"/);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
      }
    }
  });

  it('writes the hotel name on the exterior sign, escaped', () => {
    const svg = renderHotelPhoto({ hotelId: 3, category: 'exterior', index: 1, name: 'هتل <پارس> & "نو"' });
    expect(svg).toContain('هتل &#60;پارس&#62; &#38; &#34;نو&#34;');
    expect(svg).toContain('font-family="Vazirmatn');
    expect(svg).not.toContain('<پارس>');
  });

  it('draws the kind of building the hotel is: a block, a courtyard house with tiles, a timber lodge', () => {
    const exterior = (type: 'hotel' | 'traditional-house' | 'eco-lodge') =>
      renderHotelPhoto({ hotelId: 9, category: 'exterior', index: 1, name: 'نمونه', type });
    expect(exterior('hotel')).toContain('<pattern id="w"');
    expect(exterior('traditional-house')).toContain('<pattern id="t"');
    expect(exterior('traditional-house')).not.toContain('<pattern id="w"');
    expect(exterior('eco-lodge')).not.toContain('<pattern id="w"');
    expect(new Set([exterior('hotel'), exterior('traditional-house'), exterior('eco-lodge')]).size).toBe(3);
  });

  it('fetches nothing from outside', () => {
    const svg = PHOTO_CATEGORIES.map((category) => renderHotelPhoto({ hotelId: 5, category, index: 1 })).join(
      '',
    );
    expect(svg).not.toMatch(/href=|@import|url\((?!#)/);
  });
});

import { markOneTreePageUsed, oneTreePageFor } from './one-tree';

const drawn = (path: string) => {
  document.body.innerHTML = `<div id="root" data-render="one-tree" data-remote="mf_hotel" data-module="./HotelPage"
    data-path="${path}"></div>`;
};

describe('oneTreePageFor', () => {
  it('takes the page drawn for an encoded path as the same page at its written-out path, trailing slash aside', () => {
    drawn('/hotel/6/%D9%87%D8%AA%D9%84/');
    expect(oneTreePageFor('mf_hotel', './HotelPage', '/hotel/6/هتل')).toBe(true);
    expect(oneTreePageFor('mf_hotel', './HotelPage', '/hotel/7/هتل')).toBe(false);
    expect(oneTreePageFor('mf_hotel', './ReviewSubmitPage', '/hotel/6/هتل')).toBe(false);
  });

  it('compares a malformed escape as written, and answers no once the page is used', () => {
    drawn('/hotel/6/%E0%A4%A');
    expect(oneTreePageFor('mf_hotel', './HotelPage', '/hotel/6/%E0%A4%A')).toBe(true);
    markOneTreePageUsed();
    expect(oneTreePageFor('mf_hotel', './HotelPage', '/hotel/6/%E0%A4%A')).toBe(false);
  });
});

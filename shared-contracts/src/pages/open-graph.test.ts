import { pageOpenGraph } from './open-graph';

describe('pageOpenGraph', () => {
  const page = {
    origin: 'https://rahi.ir',
    title: 'هتل‌های مشهد',
    description: 'رزرو',
    url: 'https://rahi.ir/city/1',
  };

  it("writes the site's name and locale with the page's title, description and address", () => {
    expect(pageOpenGraph(page)).toEqual({
      type: 'website',
      site_name: 'راهی',
      locale: 'fa_IR',
      title: 'هتل‌های مشهد',
      description: 'رزرو',
      url: 'https://rahi.ir/city/1',
    });
  });

  it('draws a media picture as an absolute 1280-px jpeg, and writes none without one', () => {
    expect(pageOpenGraph({ ...page, image: '/media/hotels/3/exterior-1.svg' }).image).toBe(
      'https://rahi.ir/_img?src=%2Fmedia%2Fhotels%2F3%2Fexterior-1.svg&w=1280&f=jpeg',
    );
    expect(pageOpenGraph({ ...page, image: null })).not.toHaveProperty('image');
  });
});

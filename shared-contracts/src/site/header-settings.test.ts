import { readHeaderSettings } from './header-settings';

describe('readHeaderSettings', () => {
  it('reads the support phone, its hours and the social links', () => {
    expect(
      readHeaderSettings({
        phone: '021-91000000',
        supportHours: 'هر روز ۸ تا ۲۴',
        logoText: 'راهی',
        social: [{ title: 'اینستاگرام', url: 'https://instagram.com/rahi' }],
      }),
    ).toEqual({
      phone: '021-91000000',
      supportHours: 'هر روز ۸ تا ۲۴',
      social: [{ title: 'اینستاگرام', url: 'https://instagram.com/rahi' }],
    });
  });

  it('leaves out what is missing or of the wrong shape, and links that are not http(s)', () => {
    expect(
      readHeaderSettings({
        phone: 21,
        supportHours: '  ',
        social: [
          { title: 'بد', url: 'javascript:alert(1)' },
          { title: '', url: 'https://t.me/rahi' },
          'https://aparat.com/rahi',
          { title: 'تلگرام', url: 'https://t.me/rahi' },
        ],
      }),
    ).toEqual({ social: [{ title: 'تلگرام', url: 'https://t.me/rahi' }] });
    expect(readHeaderSettings(null)).toEqual({ social: [] });
  });
});

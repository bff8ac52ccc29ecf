import { parseVoucherUrl } from './voucher-url';

const own = ['https://rahi.ir'];

describe('parseVoucherUrl', () => {
  it('reads reserveId, mobile and isFactor from our own /voucher address', () => {
    expect(
      parseVoucherUrl('https://rahi.ir/voucher?reserveId=48213657&mobile=09121234567&isFactor=1', own),
    ).toEqual({ reserveId: '48213657', mobile: '09121234567', isFactor: true });
    expect(parseVoucherUrl('/voucher?mobile=%2B989121234567&reserveId=48213657', own)).toEqual({
      reserveId: '48213657',
      mobile: '09121234567',
      isFactor: false,
    });
  });

  it('accepts PUBLIC_ORIGIN besides the request origin', () => {
    const url = 'https://www.rahi.ir/voucher?reserveId=48213657&mobile=09121234567';
    expect(parseVoucherUrl(url, ['http://10.0.0.5:8080', 'https://www.rahi.ir'])).not.toBeNull();
  });

  it.each([
    ['a missing mobile', 'https://rahi.ir/voucher?reserveId=48213657'],
    ['a malformed mobile', 'https://rahi.ir/voucher?reserveId=48213657&mobile=12345'],
    ['a reserve id with letters', 'https://rahi.ir/voucher?reserveId=4821x657&mobile=09121234567'],
    ['an unknown flag value', 'https://rahi.ir/voucher?reserveId=48213657&mobile=09121234567&isFactor=yes'],
  ])('refuses %s', (_, url) => {
    expect(parseVoucherUrl(url, own)).toBeNull();
  });
});

import { clusterName, markerName, markerText } from './map-labels';

describe('map labels', () => {
  it('shows the price per night in short form, and «پر» when sold out', () => {
    expect(markerText({ fromPrice: 24_000_000 })).toBe('۲٫۴م');
    expect(markerText({ fromPrice: null })).toBe('پر');
  });

  it('names a marker by its hotel and full price for screen readers', () => {
    expect(markerName({ name: 'هتل الماس', fromPrice: 24_000_000 })).toBe('هتل الماس، هر شب ۲٬۴۰۰٬۰۰۰ تومان');
    expect(markerName({ name: 'هتل الماس', fromPrice: null })).toBe('هتل الماس، برای این تاریخ‌ها پر است');
  });

  it('names a cluster by its count in Persian digits', () => {
    expect(clusterName(12)).toBe('۱۲ هتل؛ بزرگ‌نمایی');
  });
});

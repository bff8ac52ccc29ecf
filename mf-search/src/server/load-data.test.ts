import { PageLoadError } from '@rahi/shared-contracts';
import type { ApiCall } from '@rahi/shared-ui/api';
import { loadData } from './load-data';
import { sampleCityPageData } from './test-data';

const STAY = { checkin: '2099-12-01', nights: 2 };

function fetcherAnswering(
  answer: { ok: true; data: unknown } | { ok: false; status: number; errors: string[] },
) {
  const asked: ApiCall[] = [];
  const fetcher = async <T>(call: ApiCall) => {
    asked.push(call);
    return answer as { ok: true; data: T };
  };
  return { fetcher, asked };
}

describe('loadData', () => {
  it('asks booking-api for the list the address names: stay, filters, order and page', async () => {
    const hotels = sampleCityPageData().hotels;
    const { fetcher, asked } = fetcherAnswering({ ok: true, data: hotels });

    const data = await loadData({
      cityId: 1,
      stay: STAY,
      search: 'checkin=2099-12-01&nights=2&stars=5,4&sort=price&page=2',
      fetcher,
    });

    const endPoint = '/cities/1/hotels?checkin=2099-12-01&nights=2&stars=4%2C5&sort=price&page=2&pageSize=10';
    expect(asked.map((call) => call.endPoint)).toEqual([endPoint]);
    expect(asked[0]?.toast).toBe(false);
    expect(data).toEqual({ endPoint, hotels });
  });

  it('leaves out filters the API would refuse, as the browser does', async () => {
    const { fetcher, asked } = fetcherAnswering({ ok: true, data: sampleCityPageData().hotels });

    await loadData({ cityId: 1, stay: STAY, search: 'stars=9&sort=nonsense&page=-1', fetcher });

    expect(asked[0]?.endPoint).toBe('/cities/1/hotels?checkin=2099-12-01&nights=2&pageSize=10');
  });

  it('fails with the API status, 404 for a city that does not exist', async () => {
    const { fetcher } = fetcherAnswering({ ok: false, status: 404, errors: ['شهر پیدا نشد.'] });

    const loading = loadData({ cityId: 9999, stay: STAY, search: '', fetcher });

    await expect(loading).rejects.toBeInstanceOf(PageLoadError);
    await expect(loading).rejects.toMatchObject({ status: 404 });
  });
});

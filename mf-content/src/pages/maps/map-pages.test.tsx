/**
 * @jest-environment node
 */
import { render } from '../../server/test-data';
import { MEHRABAD, NETWORK } from './fixtures';
import { terminalGroups } from './mehrabad/TerminalSketch';
import { project } from './railway/projection';

const railway = () =>
  render({
    data: { module: './RailwayMapPage', endPoint: '/railway-lines', railway: NETWORK },
    url: 'https://rahi.example/railway-map?utm=1',
  });
const mehrabad = () =>
  render({
    data: { module: './MehrabadMapPage', endPoint: '/airports/mehrabad', airport: MEHRABAD },
    url: 'https://rahi.example/mehrabad-map',
  });

describe('the railway map page', () => {
  it('lists each line with its stations in order, linking only stations of cities we sell', () => {
    const { html } = railway();
    const list = html.slice(html.indexOf('فهرست خطوط و ایستگاه‌ها'));
    expect(list.indexOf('>تهران</a>')).toBeLessThan(list.indexOf('گرمسار'));
    expect(list.indexOf('گرمسار')).toBeLessThan(list.indexOf('>مشهد</a>'));
    expect(list).toContain('href="/city/1/hotels-mashhad"');
    expect(list).toContain('(۱۱۰ هتل)');
    expect(list).not.toMatch(/<a[^>]*>گرمسار<\/a>/);
  });

  it('draws every line and station in an SVG inside a focusable, labelled zoom frame with zoom buttons', () => {
    const { html } = railway();
    expect(html.match(/data-line="/g)).toHaveLength(2);
    expect(html.match(/data-station="/g)).toHaveLength(4);
    expect(html).toMatch(/role="group"[^>]*aria-label="نقشه خطوط ریلی/);
    expect(html).toContain('aria-label="بزرگ‌نمایی نقشه"');
    expect(html).toContain('تقریبی است');
  });

  it('has a canonical address without the query and Place JSON-LD with every station', () => {
    const { head } = railway();
    expect(head.canonical).toBe('https://rahi.example/railway-map');
    expect(head.title).toBe('نقشه راه‌آهن ایران | راهی');
    expect(head.jsonLd).toMatchObject({ '@type': 'Place', hasMap: 'https://rahi.example/railway-map' });
    const places = (head.jsonLd?.containsPlace ?? []) as {
      '@type': string;
      containedInPlace?: { url: string };
    }[];
    expect(places).toHaveLength(4);
    expect(places.every((place) => place['@type'] === 'TrainStation')).toBe(true);
    expect(
      places.filter((place) => place.containedInPlace).map((place) => place.containedInPlace?.url),
    ).toEqual(['https://rahi.example/city/1/hotels-mashhad', 'https://rahi.example/city/2/hotels-tehran']);
  });
});

describe('project', () => {
  it('puts the east to the right and the north up', () => {
    const tehran = project({ lat: 35.66, lng: 51.4 });
    const mashhad = project({ lat: 36.31, lng: 59.6 });
    expect(mashhad.x).toBeGreaterThan(tehran.x);
    expect(mashhad.y).toBeLessThan(tehran.y);
  });
});

describe('the Mehrabad map page', () => {
  it('says to check the ticket for the terminal, shows both metro stations and the nearby hotels', () => {
    const { html, status } = mehrabad();
    expect(status).toBe(200);
    expect(html).toContain('پایانه را روی بلیت ببینید.');
    expect(html).toContain('فرودگاه مهرآباد پایانه ۱ و ۲');
    expect(html).toContain('فرودگاه مهرآباد پایانه ۴ و ۶');
    expect(html).toContain('href="/hotel/7/azadi"');
    expect(html).toContain('۲٫۴ کیلومتر تا فرودگاه');
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toContain('<table');
  });

  it('groups the terminals by the metro station they share', () => {
    expect(
      terminalGroups(MEHRABAD.guide.terminals).map((group) => group.terminals.map((t) => t.code)),
    ).toEqual([
      ['1', '2'],
      ['4', '6'],
    ]);
  });

  it('has Airport JSON-LD (a Place) with its IATA code and coordinates', () => {
    const { head } = mehrabad();
    expect(head.canonical).toBe('https://rahi.example/mehrabad-map');
    expect(head.jsonLd).toMatchObject({
      '@type': 'Airport',
      iataCode: 'THR',
      geo: { latitude: 35.6892, longitude: 51.3134 },
    });
  });
});

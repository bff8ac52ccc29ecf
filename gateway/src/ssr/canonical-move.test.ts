import { matchRoute } from '@rahi/shared-contracts';
import { canonicalMove } from './canonical-move';

const move = (canonical: string, request: string) => {
  const url = new URL(request, 'http://localhost:8080');
  return canonicalMove(canonical, url, matchRoute(url.pathname));
};

describe('canonicalMove', () => {
  it("sends a hotel's wrong slug to its own, the query kept", () => {
    expect(move('https://rahi.ir/hotel/6/hotel-achaemenid', '/hotel/6/x?checkin=2099-01-01&nights=2')).toBe(
      '/hotel/6/hotel-achaemenid?checkin=2099-01-01&nights=2',
    );
  });

  it('leaves the page alone at its own address, written encoded or not', () => {
    const slug = encodeURIComponent('هتل-هخامنش');
    expect(move(`https://rahi.ir/hotel/6/${slug}`, `/hotel/6/${slug}`)).toBeUndefined();
    expect(move(`https://rahi.ir/hotel/6/${slug}`, '/hotel/6/هتل-هخامنش')).toBeUndefined();
  });

  it("sends a city's wrong slug to its own", () => {
    expect(move('https://rahi.ir/city/1/hotels-mashhad', '/city/1/hotels-x')).toBe('/city/1/hotels-mashhad');
  });

  it('does not follow a canonical address of another route, nor one that is not a URL', () => {
    expect(move('https://rahi.ir/', '/hotel/6/x')).toBeUndefined();
    expect(move('not a url', '/hotel/6/x')).toBeUndefined();
  });

  it('keeps a malformed escape in the request from throwing', () => {
    expect(move('https://rahi.ir/hotel/6/a', '/hotel/6/%E0%A4%A')).toBe('/hotel/6/a');
  });
});

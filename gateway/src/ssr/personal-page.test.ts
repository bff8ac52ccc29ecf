// A personal page drawn on the server (/reservation, mf-reservation's build): its data calls name the browser's
// draft session and login token as the draft routes do, it is drawn for who the token check says is logged in,
// and its answer is private and never indexed. A fixture container stands for mf-reservation's (exercised end to end
// in e2e/tests/reservation-ssr.spec.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import { PAGE_CONTRACT_VERSION } from '@rahi/shared-contracts';
import { createGatewayApp } from '../app';
import { loadConfig } from '../config';
import type { Upstream, UpstreamRequest } from '../upstream';
import { fixtureContainer, writeContainer, writeShell } from './test-fixtures';

const INDEX_HTML =
  '<!doctype html><html lang=fa dir=rtl><head><meta charset=utf-8><title>راهی | رزرو آنلاین هتل</title>' +
  '<meta name=description content="رزرو آنلاین هتل"><script defer src=/main.js?abc></script></head>' +
  '<body><div id=root><div id=boot>راهی</div></div></body></html>';
const DRAFT = '7f1d2c9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f';
const SESSION = 'a'.repeat(43);
const TOKEN = 'traveller-token-0123456789';
const ADDRESS = `/reservation?reservationId=${DRAFT}&checkin=2099-03-01&nights=2`;

const BUILD = `exports.contract = ${PAGE_CONTRACT_VERSION};
exports.loadData = async ({ search, session, fetcher, signal }) => {
  const id = new URLSearchParams(search).get('reservationId');
  const answer = await fetcher({ endPoint: '/reservation-drafts/' + id, signal });
  const readFor = session ? session.userName : session === null ? 'nobody' : 'unknown';
  return { reservationId: id, draft: answer.ok ? answer.data.reservationData : null, readFor };
};
exports.render = ({ data, session }) => ({
  html: '<h1>تکمیل اطلاعات رزرو</h1><p>' + (data.draft ? data.draft.hotelName : 'پیدا نشد') + '</p><p>' + (session ? session.userName : 'مهمان') + '</p><i>' + data.readFor + '</i>',
  styles: '',
  status: 200,
  head: { title: 'راهی', description: 'رزرو', canonical: 'https://rahi.ir/reservation', og: {} },
});
`;

/** mf-profile's pages: the same page, with the menu the profile layout draws beside it. */
const PROFILE_BUILD = BUILD.replace(
  '  head: {',
  "  areas: { './ProfileMenu': '<nav>منوی حساب</nav>' },\n  head: {",
);

let root: string;
let asked: UpstreamRequest[];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-personal-'));
  writeShell(root, INDEX_HTML);
  writeContainer(path.join(root, 'mf-reservation', 'dist'), fixtureContainer(BUILD));
  asked = [];
  jest.spyOn(logger, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

const envelope = (data: unknown, ok = true) =>
  JSON.stringify({ meta: { status: ok, message: '', errors: ok ? [] : ['پیدا نشد.'] }, data });

/** booking-api: the draft belongs to SESSION; TOKEN is Sara's. */
const upstream: Upstream = {
  async fetch(request) {
    asked.push(request);
    const json = { 'content-type': 'application/json' };
    const [pathname] = request.path.split('?');
    if (pathname === '/check-token')
      return request.headers.authorization === `Bearer ${TOKEN}`
        ? { status: 200, headers: json, body: envelope({ userName: 'سارا', credit: 0 }) }
        : { status: 401, headers: json, body: envelope(null, false) };
    if (pathname === `/reservation-drafts/${DRAFT}` && request.headers['x-rahi-session'] === SESSION)
      return { status: 200, headers: json, body: envelope({ reservationData: { hotelName: 'هتل درویشی' } }) };
    return { status: 403, headers: json, body: envelope(null, false) };
  },
};

function request(cookie?: string, address = ADDRESS) {
  const config = loadConfig({ RAHI_ROOT: root, MF_REGISTRY_FILE: path.join(root, 'none.json') });
  const app = createGatewayApp(config, upstream);
  return app.request(address, cookie ? { headers: { cookie } } : {});
}

describe('a personal page rendered on the server', () => {
  it("draws the session's draft for the traveller the token names, privately and never indexed", async () => {
    const res = await request(`rahi_session=${SESSION}; token=${TOKEN}`);
    const html = await res.text();

    expect(res.headers.get('X-Rahi-Render')).toBe('server');
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(html).toContain('<h1>تکمیل اطلاعات رزرو</h1><p>هتل درویشی</p><p>سارا</p>');
    // loadData is told who is logged in too (the reservation page reads a traveller's own records only then).
    expect(html).toContain('<i>سارا</i>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    const draftCall = asked.find((call) => call.path.startsWith('/reservation-drafts/'));
    expect(draftCall?.headers).toMatchObject({
      'x-rahi-session': SESSION,
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it('gives another browser nothing of the draft, and draws it for a guest', async () => {
    const res = await request(`rahi_session=${'b'.repeat(43)}`);
    const html = await res.text();

    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(html).toContain('<p>پیدا نشد</p><p>مهمان</p><i>nobody</i>');
    expect(html).not.toContain('هتل درویشی');
  });

  it('sends no session header for a browser without one', async () => {
    await request();

    const draftCall = asked.find((call) => call.path.startsWith('/reservation-drafts/'));
    expect(draftCall?.headers).not.toHaveProperty('x-rahi-session');
    expect(draftCall?.headers).not.toHaveProperty('authorization');
  });
});

describe('a login-only personal page (/profile/reserves)', () => {
  beforeEach(() => {
    writeContainer(path.join(root, 'mf-profile', 'dist'), fixtureContainer(PROFILE_BUILD));
  });

  it('is drawn for the traveller whose token holds', async () => {
    const res = await request(`token=${TOKEN}`, '/profile/reserves');

    expect(res.headers.get('X-Rahi-Render')).toBe('server');
    expect(await res.text()).toContain('<p>سارا</p>');
  });

  it('is drawn with the menu beside it, named on #root so the browser hydrates it as drawn', async () => {
    const html = await (await request(`token=${TOKEN}`, '/profile/reserves')).text();

    expect(html).toContain('</header><nav>منوی حساب</nav><main');
    expect(html).toMatch(/<div id="root" data-render="one-tree"[^>]* data-areas="\.\/ProfileMenu">/);
    // A page without areas names none.
    const reservation = await (await request(`rahi_session=${SESSION}; token=${TOKEN}`)).text();
    expect(reservation).not.toContain('data-areas');
  });

  it('is not drawn without one: the shell asks the visitor to log in, and booking-api is asked nothing', async () => {
    const res = await request(undefined, '/profile/reserves');

    expect(res.headers.get('X-Rahi-Render')).toBeNull();
    expect(asked).toEqual([]);
  });
});

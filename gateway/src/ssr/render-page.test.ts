import type { SiteSettings } from '@rahi/shared-contracts';
import type { Upstream } from '../upstream';
import { createPageRenderer, type ServerBuild } from './render-page';

const SITE = { commentsOpen: true } as SiteSettings;
const upstream: Upstream = {
  request: async () => ({ status: 200, headers: {}, body: '{}' }),
} as unknown as Upstream;

/** A build whose loadData calls `onData` first, and whose render draws the siblings it was given by name. */
function buildWith(onData: () => void): ServerBuild {
  return {
    contract: {} as ServerBuild['contract'],
    loadData: async () => {
      onData();
      return { hotel: 12 };
    },
    render: (_request, siblings) => ({
      html: `<main>${Object.keys(siblings ?? {}).join(' ')}</main>`,
      styles: '',
      head: { title: 'هتل', description: 'd', canonical: 'https://rahi.test/hotel/12', og: {} },
      status: 200,
    }),
  };
}

const request = (build: ServerBuild, siblings: Promise<Readonly<Record<string, unknown>>>) => ({
  loader: { current: async () => ({ key: 'a', build }) },
  ssrRef: 'mf_hotel@/mf-hotel/server/remoteEntry.js',
  module: './HotelPage',
  request: { params: { id: '12' }, search: {} } as never,
  site: SITE,
  siblings,
  label: 'hotel 12',
  url: 'https://rahi.test/hotel/12',
});

describe('a server render with siblings (render-page.ts)', () => {
  it("asks for the page's data while its siblings still load, and draws the page with them", async () => {
    const renderer = createPageRenderer({ upstream, renderTimeoutMs: 500, dataTimeoutMs: 500 });
    let loaded!: (siblings: Record<string, unknown>) => void;
    const siblings = new Promise<Record<string, unknown>>((resolve) => {
      loaded = resolve;
    });
    // The siblings come only once the data is asked for: a renderer that waited for them first would never end.
    const build = buildWith(() => loaded({ 'mf_search/SearchBox': () => null }));

    const outcome = await renderer.render(request(build, siblings));

    expect(outcome.kind).toBe('rendered');
    expect(outcome.kind === 'rendered' && outcome.page.html).toBe('<main>mf_search/SearchBox</main>');
  }, 5_000);
});

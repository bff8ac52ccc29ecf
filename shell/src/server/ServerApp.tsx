// What the shell's server container exposes as './ServerApp' (ADR 0037): the shell's whole app at an address, with
// the page the gateway drew for it in the route's area, rendered as one React tree by the gateway's React (a
// shared singleton) with one emotion cache. The browser hydrates the same tree once (bootstrap.tsx), its route area
// loading the same module.
import { type AuthSession, getEventBus, type SiteSettings } from '@rahi/shared-contracts';
import { DrawnAuthContext } from '@rahi/shared-ui/bus';
import { extractStyleChunks, styleTags } from '@rahi/shared-ui/emotion-styles';
import { createRtlCache } from '@rahi/shared-ui/providers';
import { createQueryClient } from '@rahi/shared-ui/query';
import { applySession, applySiteSettings } from '@rahi/shared-ui/server-render';
import { SiblingModulesContext } from '@rahi/shared-ui/siblings';
import { renderToString } from 'react-dom/server';
import { App, type AppProps } from '../app/App';
import { type ServerPage, ServerPageContext } from '../routes/server-page';
import { ServerCookiesContext } from './server-cookies';

export interface ServerAppProps extends AppProps {
  /** The address drawn: '/guide?x=1'. */
  location: string;
  page: ServerPage;
  /** The request's Cookie header: what document.cookie reads in the browser's first render. */
  cookies: string;
}

const NO_SIBLINGS = {};

export function ServerApp({ page, cookies, ...app }: ServerAppProps) {
  return (
    <DrawnAuthContext.Provider value={getEventBus().getAuth()}>
      <ServerCookiesContext.Provider value={cookies}>
        <ServerPageContext.Provider value={page}>
          <SiblingModulesContext.Provider value={page.siblings ?? NO_SIBLINGS}>
            <App {...app} />
          </SiblingModulesContext.Provider>
        </ServerPageContext.Provider>
      </ServerCookiesContext.Provider>
    </DrawnAuthContext.Provider>
  );
}

export interface AppRenderRequest {
  location: string;
  page: ServerPage;
  /** The site's settings (comments open or closed) and who the token check names (null: nobody). */
  site: SiteSettings;
  session: AuthSession | null;
  /** The request's Cookie header ('' without one). */
  cookies: string;
}

/**
 * The app at `location` with `page` in its route's area: #root's markup and the `<style data-emotion>` tags of
 * every rule it used. Synchronous: the bus holds the session and settings for this render only.
 * @example renderApp({ location: '/guide', page: { remote: 'mf_content', module: './GuidePage', element }, … })
 */
export function renderApp({ location, page, site, session, cookies }: AppRenderRequest): {
  html: string;
  styles: string;
} {
  applySiteSettings(site);
  applySession(session);
  const cache = createRtlCache();
  cache.compat = true;
  const html = renderToString(
    <ServerApp
      location={location}
      cache={cache}
      queryClient={createQueryClient()}
      page={page}
      cookies={cookies}
    />,
  );
  return { html, styles: styleTags(extractStyleChunks(cache)) };
}

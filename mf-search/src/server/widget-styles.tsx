// The styles of mf-search's widgets other remotes' pages start with (the hotel page's search box, loaded in the
// browser as soon as that page renders), for the gateway to write into those pages' HTML: emotion in the browser
// adopts them instead of compiling them while the page starts (docs/adr/0025-styles-in-the-html.md). The widget is
// drawn as such a page starts it: the search bar filled with a hotel and a stay (its labels drawn small, as they are
// over a value). Nothing here depends on the request, so the gateway keeps the answer per build.
import type { SearchSelection } from '@rahi/shared-contracts';
import { renderStyleTags } from '@rahi/shared-ui/server-render';
import type { ReactElement } from 'react';
import { SearchBox } from '../components/SearchBox';

/** A hotel as the hotel page hands it to the search box; only the shape matters to the styles. */
const A_HOTEL: SearchSelection = {
  id: 1,
  type: 'hotel',
  title: 'هتل',
  fullTitle: 'هتل، مشهد',
  slug: 'hotel',
};

const WIDGETS: Record<string, ReactElement> = {
  './SearchBox': (
    <SearchBox
      variant="bar"
      initialSelection={A_HOTEL}
      initialCheckin="2026-01-01"
      initialCheckout="2026-01-03"
    />
  ),
};

/**
 * `<style data-emotion>` tags with every rule `module` inserts as other remotes' pages start it; '' for a module
 * no page starts with.
 * @example widgetStyles('./SearchBox') // → '<style data-emotion="rtl 1x2y …">…</style>'
 */
export function widgetStyles(module: string): string {
  const widget = WIDGETS[module];
  return widget ? renderStyleTags(widget) : '';
}

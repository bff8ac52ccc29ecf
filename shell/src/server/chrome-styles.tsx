// The CSS of the shell's own parts (skip link, loading bar, the default layout with its header, the footer),
// rendered once at build time and written into index.html as <style data-emotion="rtl <ids>"> tags
// (webpack.config.js). The browser's emotion cache adopts tags of its key (marks their ids inserted), so the
// shell's first render and the footer's no longer compile ~100 rules through stylis and the RTL plugin and insert
// them on the main thread at start-up, on every page (docs/adr/0025-styles-in-the-html.md).
// A rule this render did not reach (a header with a session, a footer with its payload's column count) is
// compiled in the browser as before. Class names agree because this is the production build of the same
// components, theme and emotion cache settings the browser runs; in development they differ and nothing is adopted.
import { renderStyleTags } from '@rahi/shared-ui/server-render';
import { LoadingBar } from '../components/LoadingBar';
import { SkipLink } from '../components/SkipLink';
import { DefaultLayout } from '../layouts/DefaultLayout';

/** `<style data-emotion>` tags with every rule the shell's skip link, loading bar, default layout and footer use. */
export function renderChromeStyles(): string {
  return renderStyleTags(
    <>
      <SkipLink />
      <LoadingBar />
      <DefaultLayout>
        <div />
      </DefaultLayout>
    </>,
  );
}

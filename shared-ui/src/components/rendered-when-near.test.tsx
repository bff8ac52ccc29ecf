import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { renderedWhenNear } from './rendered-when-near';

describe('renderedWhenNear', () => {
  it('reaches the page as CSS that skips the part off screen, keeping its estimated height and a 4 px band', () => {
    const container = document.createElement('div');
    document.head.append(container);
    const cache = createCache({ key: 'test', container, speedy: false });
    render(
      <CacheProvider value={cache}>
        <Box sx={{ display: 'grid', ...renderedWhenNear(1200) }}>پاره‌ای پایین صفحه</Box>
      </CacheProvider>,
    );

    const css = container.textContent ?? '';
    expect(css).toContain('content-visibility:auto');
    expect(css).toContain('contain-intrinsic-size:auto 1200px');
    expect(css).toContain('padding:4px');
    expect(css).toContain('margin:-4px');
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { keepsScroll } from './keep-scroll';
import { useCanonicalPath } from './use-canonical-path';

function Probe({ canonical }: { canonical: string | undefined }) {
  useCanonicalPath(canonical);
  const location = useLocation();
  return (
    <p data-testid="address">
      {`${location.pathname}${location.search}${location.hash} ${keepsScroll(location.state) ? 'kept' : 'top'}`}
    </p>
  );
}

const renderAt = (address: string, canonical: string | undefined) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/hotel/:id/:slug" element={<Probe canonical={canonical} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('useCanonicalPath', () => {
  it("puts the page's own path in place, query and hash kept, the scroll left alone", async () => {
    renderAt('/hotel/6/x?nights=2#rooms', '/hotel/6/hotel-achaemenid');

    expect(await screen.findByText('/hotel/6/hotel-achaemenid?nights=2#rooms kept')).toBeInTheDocument();
  });

  it('leaves the page at its own path, written encoded or not', () => {
    const slug = 'هتل-هخامنش';
    renderAt(`/hotel/6/${slug}`, `/hotel/6/${encodeURIComponent(slug)}`);
    expect(screen.getByTestId('address')).toHaveTextContent(`/hotel/6/${slug} top`);
  });

  it('does nothing before the data names the path', () => {
    renderAt('/hotel/6/x', undefined);
    expect(screen.getByTestId('address')).toHaveTextContent('/hotel/6/x top');
  });
});

import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CatchUpOnStart } from './CatchUpOnStart';

/** Goes Back to /guide once, while the app is rendered and before it commits: the router has read /travel-tips. */
function BackPressedDuringStart({ when }: { when: { pending: boolean } }) {
  if (when.pending) {
    when.pending = false;
    window.history.pushState({ key: 'guide-entry', idx: 0 }, '', '/guide');
  }
  return null;
}

function renderApp(back: { pending: boolean }) {
  return render(
    <BrowserRouter>
      <Routes>
        <Route path="/travel-tips" element={<h1>نکات سفر</h1>} />
        <Route path="/guide" element={<h1>راهنما</h1>} />
      </Routes>
      <BackPressedDuringStart when={back} />
      <CatchUpOnStart />
    </BrowserRouter>,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/travel-tips'));

it('draws the page of an address that changed while the app started', async () => {
  renderApp({ pending: true });

  expect(await screen.findByRole('heading', { name: 'راهنما' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'نکات سفر' })).not.toBeInTheDocument();
});

it('leaves the page alone when the address stayed', () => {
  const dispatch = jest.spyOn(window, 'dispatchEvent');
  renderApp({ pending: false });

  expect(screen.getByRole('heading', { name: 'نکات سفر' })).toBeInTheDocument();
  expect(dispatch.mock.calls.filter(([event]) => event.type === 'popstate')).toEqual([]);
  dispatch.mockRestore();
});

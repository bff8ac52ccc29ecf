import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ReloadOnNavigation } from './ReloadOnNavigation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

let navigate: ReturnType<typeof useNavigate>;

function Probe({ newerBuild, reload }: { newerBuild: () => boolean; reload: () => void }) {
  navigate = useNavigate();
  return <ReloadOnNavigation newerBuild={newerBuild} guard={{ reload, storage: sessionStorage }} />;
}

function renderAt(path: string, newerBuild: () => boolean, reload: () => void) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe newerBuild={newerBuild} reload={reload} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ReloadOnNavigation', () => {
  it('loads the next page afresh once a newer build is out', async () => {
    const reload = jest.fn();
    renderAt('/city/1/hotels-mashhad', () => true, reload);
    expect(reload).not.toHaveBeenCalled();

    await act(async () => navigate('/hotel/12/homa'));

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a page change while no newer build is out', async () => {
    const reload = jest.fn();
    renderAt('/city/1/hotels-mashhad', () => false, reload);

    await act(async () => navigate('/hotel/12/homa'));

    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads for a query change on the same page (a filter, a form in use)', async () => {
    const reload = jest.fn();
    renderAt('/city/1/hotels-mashhad', () => true, reload);

    await act(async () => navigate('/city/1/hotels-mashhad?stars=5'));
    await act(async () => navigate('/city/1/hotels-mashhad?stars=5&page=2', { replace: true }));

    expect(reload).not.toHaveBeenCalled();
  });
});

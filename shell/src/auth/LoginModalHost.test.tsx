import { getEventBus } from '@rahi/shared-contracts';
import { Providers } from '@rahi/shared-ui/providers';
import '@testing-library/jest-dom';
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginModalHost } from './LoginModalHost';

// The remote's form stands in as a line naming the module the modal asked for.
jest.mock('../federation/RemoteArea', () => ({
  RemoteArea: ({ remote, module }: { remote: string; module: string }) => <p>{`صفحه ${remote} ${module}`}</p>,
}));

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
});

function renderHost() {
  render(
    <Providers router={false}>
      <LoginModalHost />
    </Providers>,
  );
}

const requestLogin = () => act(() => getEventBus().emit({ type: 'auth/login-requested' }));

describe('LoginModalHost', () => {
  it("opens a dialog with mf-profile's login form when any part asks for login", async () => {
    renderHost();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    requestLogin();

    const dialog = await screen.findByRole('dialog', { name: 'ورود / ثبت‌نام' });
    expect(dialog).toHaveTextContent('صفحه mf_profile ./LoginForm');
  });

  it('closes once the traveller is logged in', async () => {
    renderHost();
    requestLogin();
    await screen.findByRole('dialog');

    act(() => getEventBus().emit({ type: 'auth/logged-in', payload: { userName: 'علی', credit: 0 } }));

    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('closes with its close button, and opens again on the next request', async () => {
    renderHost();
    requestLogin();
    await screen.findByRole('dialog');

    await userEvent.click(screen.getByRole('button', { name: 'بستن' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));

    requestLogin();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('does not open for someone already logged in', async () => {
    renderHost();
    act(() => getEventBus().emit({ type: 'auth/logged-in', payload: { userName: 'علی', credit: 0 } }));

    requestLogin();

    await expect(screen.findByRole('dialog', {}, { timeout: 200 })).rejects.toThrow();
  });
});

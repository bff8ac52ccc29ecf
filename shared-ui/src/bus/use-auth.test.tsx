import { getEventBus } from '@rahi/shared-contracts';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useAuth } from './use-auth';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
});

function Greeting() {
  const auth = useAuth();
  return <p>{auth.status === 'anonymous' ? 'مهمان' : `سلام ${auth.userName}`}</p>;
}

const logIn = () => getEventBus().emit({ type: 'auth/logged-in', payload: { userName: 'مریم', credit: 0 } });

describe('useAuth', () => {
  it('shows who is logged in at the first render when the bus already knows', () => {
    logIn();
    render(<Greeting />);
    expect(screen.getByText('سلام مریم')).toBeInTheDocument();
  });

  it('follows a login and a logout that happen after the component mounted', () => {
    render(<Greeting />);
    expect(screen.getByText('مهمان')).toBeInTheDocument();

    act(logIn);
    expect(screen.getByText('سلام مریم')).toBeInTheDocument();

    act(() => getEventBus().emit({ type: 'auth/logged-out', payload: { redirectHome: false } }));
    expect(screen.getByText('مهمان')).toBeInTheDocument();
  });

  it('renders anonymous on the server, as the server has no session', () => {
    logIn();
    expect(renderToString(<Greeting />)).toContain('مهمان');
  });
});

import { getEventBus } from '@rahi/shared-contracts';
import { sampleRoom } from '@rahi/shared-contracts/testing';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCart } from './use-cart';

const BUS_KEY = Symbol.for('rahi.event-bus.v1');

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
});

function CartCount() {
  return <p>اتاق‌ها: {useCart().length}</p>;
}

let renders = 0;
function CountingCart() {
  renders += 1;
  return <span>{useCart().length}</span>;
}

describe('useCart', () => {
  it('follows rooms added and removed anywhere in the app', () => {
    render(<CartCount />);
    expect(screen.getByText('اتاق‌ها: 0')).toBeInTheDocument();

    act(() => getEventBus().emit({ type: 'cart/room-added', payload: sampleRoom(7) }));
    act(() => getEventBus().emit({ type: 'cart/room-added', payload: sampleRoom(8) }));
    expect(screen.getByText('اتاق‌ها: 2')).toBeInTheDocument();

    act(() => getEventBus().emit({ type: 'cart/room-removed', payload: { id: 7 } }));
    expect(screen.getByText('اتاق‌ها: 1')).toBeInTheDocument();
  });

  it('starts from the cart the bus holds', () => {
    getEventBus().emit({ type: 'cart/room-added', payload: sampleRoom(7) });
    render(<CartCount />);
    expect(screen.getByText('اتاق‌ها: 1')).toBeInTheDocument();
  });

  it('renders an empty cart on the server', () => {
    getEventBus().emit({ type: 'cart/room-added', payload: sampleRoom(7) });
    expect(renderToString(<CartCount />)).toContain('اتاق‌ها: <!-- -->0');
  });

  it('hydrates an empty cart in one render: the empty snapshot is the same as the server one', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CountingCart />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <CountingCart />);
    });
    expect(renders).toBe(1);
    expect(container.textContent).toBe('0');
    container.remove();
  });
});

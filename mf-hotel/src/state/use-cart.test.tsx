import { getEventBus } from '@rahi/shared-contracts';
import { sampleRoom } from '@rahi/shared-contracts/testing';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCart } from './use-cart';

let renders = 0;
function CartCount() {
  renders += 1;
  return <span>{useCart().length}</span>;
}

afterEach(() => {
  act(() => getEventBus().emit({ type: 'cart/cleared' }));
});

describe('useCart', () => {
  it('hydrates an empty cart in one render: the empty snapshot is the same as the server one', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CartCount />);
    document.body.append(container);
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <CartCount />);
    });
    expect(renders).toBe(1);
    expect(container.textContent).toBe('0');
    container.remove();
  });

  it('follows rooms added on the bus', () => {
    const { container } = render(<CartCount />);
    act(() => getEventBus().emit({ type: 'cart/room-added', payload: sampleRoom(7) }));
    expect(container.textContent).toBe('1');
  });
});

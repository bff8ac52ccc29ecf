import { getEventBus } from '@rahi/shared-contracts';
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useCommentsOpen } from './use-comments-open';

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
});

describe('useCommentsOpen', () => {
  it('is open until the shell closes comments, and follows the setting after', () => {
    const { result } = renderHook(() => useCommentsOpen());
    expect(result.current).toBe(true);

    act(() => getEventBus().emit({ type: 'site/comment-status', payload: { open: false } }));
    expect(result.current).toBe(false);

    act(() => getEventBus().emit({ type: 'site/comment-status', payload: { open: true } }));
    expect(result.current).toBe(true);
  });

  it('starts closed in a remote that mounts after the shell said so', () => {
    getEventBus().emit({ type: 'site/comment-status', payload: { open: false } });

    const { result } = renderHook(() => useCommentsOpen());

    expect(result.current).toBe(false);
  });
});

function Rating() {
  return <span>{useCommentsOpen() ? 'با نظرات' : 'بی نظرات'}</span>;
}

describe('useCommentsOpen on the server', () => {
  it('draws the setting on the bus when the page is rendered, closed or open', () => {
    getEventBus().emit({ type: 'site/comment-status', payload: { open: false } });
    expect(renderToString(<Rating />)).toBe('<span>بی نظرات</span>');
    getEventBus().emit({ type: 'site/comment-status', payload: { open: true } });
    expect(renderToString(<Rating />)).toBe('<span>با نظرات</span>');
  });
});

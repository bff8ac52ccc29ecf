import { getEventBus } from '@rahi/shared-contracts';
import { takeServerCommentStatus } from './server-comment-status';

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('rahi.event-bus.v1')];
  document.body.innerHTML = '';
});

const serverPage = (attributes: string) => {
  document.body.innerHTML = `<div id="root" data-render="one-tree" data-remote="mf_hotel" ${attributes}><p>هتل</p></div>`;
};

describe('takeServerCommentStatus', () => {
  it('closes comments on the bus when the server drew the page with them closed', () => {
    serverPage('data-comments-open="false"');
    takeServerCommentStatus();
    expect(getEventBus().getCommentsOpen()).toBe(false);
  });

  it('keeps them open when the server drew them open', () => {
    serverPage('data-comments-open="true"');
    takeServerCommentStatus();
    expect(getEventBus().getCommentsOpen()).toBe(true);
  });

  it('changes nothing without a server page or its mark', () => {
    getEventBus().emit({ type: 'site/comment-status', payload: { open: false } });
    takeServerCommentStatus();
    serverPage('');
    takeServerCommentStatus();
    expect(getEventBus().getCommentsOpen()).toBe(false);
  });
});

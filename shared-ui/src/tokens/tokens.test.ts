import { drawnNearViewport } from './tokens';

describe('drawnNearViewport', () => {
  it('skips the block until it nears the viewport, holding the height given, or the one per breakpoint', () => {
    expect(drawnNearViewport(206)).toEqual({ contentVisibility: 'auto', containIntrinsicSize: 'auto 206px' });
    expect(drawnNearViewport({ xs: 540, lg: 330 })).toEqual({
      contentVisibility: 'auto',
      containIntrinsicSize: { xs: 'auto 540px', lg: 'auto 330px' },
    });
  });
});

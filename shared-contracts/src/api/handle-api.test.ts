import { handleApiBodySchema } from './handle-api';

describe('handleApiBodySchema', () => {
  it('parses a proxied call with method, headers and body', () => {
    const body = {
      endPoint: '/otp',
      options: { method: 'POST', headers: { Authorization: 'Bearer x' }, body: { mobile: '09121234567' } },
    };

    expect(handleApiBodySchema.parse(body)).toEqual(body);
  });

  it('parses a call with empty options', () => {
    expect(handleApiBodySchema.parse({ endPoint: '/header-footer-contents', options: {} })).toEqual({
      endPoint: '/header-footer-contents',
      options: {},
    });
  });

  it.each([
    ['a missing endPoint', { options: {} }, 'endPoint'],
    ['an empty endPoint', { endPoint: '', options: {} }, 'endPoint'],
    ['missing options', { endPoint: '/otp' }, 'options'],
    [
      'a header whose value is not a string',
      { endPoint: '/otp', options: { headers: { 'X-N': 1 } } },
      'options.headers.X-N',
    ],
  ])('rejects %s', (_, body, path) => {
    expect(handleApiBodySchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      path,
    ]);
  });
});

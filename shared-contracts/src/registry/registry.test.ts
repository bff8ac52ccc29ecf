import { defaultRegistry, parseRegistry, REMOTE_NAMES } from './registry';

const validRemotes = () =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, { entry: `/r/${name}.json` }]));

/** The issues of the error parseRegistry throws, or fails when it does not throw. */
function issuesOf(value: unknown): { code: string; path: PropertyKey[] }[] {
  try {
    parseRegistry(value);
  } catch (error) {
    return (error as { issues: { code: string; path: PropertyKey[] }[] }).issues;
  }
  throw new Error('parseRegistry accepted malformed input');
}

describe('defaultRegistry', () => {
  it('passes parseRegistry unchanged', () => {
    const registry = defaultRegistry();

    expect(parseRegistry(registry)).toEqual(registry);
  });

  it('lists every remote, each under its own folder of /remotes', () => {
    expect(defaultRegistry()).toEqual({
      remotes: {
        mf_search: { entry: '/remotes/mf-search/mf-manifest.json' },
        mf_hotel: { entry: '/remotes/mf-hotel/mf-manifest.json' },
        mf_reservation: { entry: '/remotes/mf-reservation/mf-manifest.json' },
        mf_profile: { entry: '/remotes/mf-profile/mf-manifest.json' },
        mf_content: { entry: '/remotes/mf-content/mf-manifest.json' },
      },
    });
  });

  it('returns a fresh object each time, so a caller cannot change the next one', () => {
    const first = defaultRegistry();
    first.remotes.mf_hotel = { entry: 'https://cdn.example/mf-hotel/mf-manifest.json' };

    expect(defaultRegistry().remotes.mf_hotel.entry).toBe('/remotes/mf-hotel/mf-manifest.json');
  });
});

describe('parseRegistry', () => {
  it('accepts absolute entries and an optional version', () => {
    const remotes = {
      ...validRemotes(),
      mf_hotel: { entry: 'https://cdn.example/mf-hotel/1.4.0/mf-manifest.json', version: 'a1b2c3d' },
    };

    expect(parseRegistry({ remotes })).toEqual({ remotes });
  });

  it('drops fields it does not know', () => {
    const parsed = parseRegistry({
      remotes: { ...validRemotes(), mf_search: { entry: '/s.json', owner: 'team-search' } },
      comment: 'x',
    });

    expect(parsed).toEqual({ remotes: { ...validRemotes(), mf_search: { entry: '/s.json' } } });
  });

  it('throws on an unknown remote name, naming it', () => {
    const issues = issuesOf({ remotes: { ...validRemotes(), mf_flights: { entry: '/f.json' } } });

    expect(issues).toEqual([expect.objectContaining({ path: ['remotes'], keys: ['mf_flights'] })]);
  });

  it('throws on an empty entry, with the path to it', () => {
    const issues = issuesOf({ remotes: { ...validRemotes(), mf_hotel: { entry: '' } } });

    expect(issues).toEqual([
      expect.objectContaining({ code: 'too_small', path: ['remotes', 'mf_hotel', 'entry'] }),
    ]);
  });

  it('throws on a remote without an entry', () => {
    const issues = issuesOf({ remotes: { ...validRemotes(), mf_profile: { version: '1' } } });

    expect(issues).toEqual([expect.objectContaining({ path: ['remotes', 'mf_profile', 'entry'] })]);
  });

  it('throws on a version that is not a string', () => {
    const issues = issuesOf({ remotes: { ...validRemotes(), mf_content: { entry: '/c.json', version: 3 } } });

    expect(issues).toEqual([expect.objectContaining({ path: ['remotes', 'mf_content', 'version'] })]);
  });

  it('throws when a remote is missing', () => {
    const { mf_reservation: _, ...rest } = validRemotes();

    expect(issuesOf({ remotes: rest })).toEqual([
      expect.objectContaining({ path: ['remotes', 'mf_reservation'] }),
    ]);
  });

  it.each<[string, unknown]>([
    ['a string', 'mf_search'],
    ['null', null],
    ['an array', []],
    ['a number', 42],
    ['undefined', undefined],
  ])('throws when the registry is %s instead of an object', (_, value) => {
    expect(issuesOf(value)).toEqual([expect.objectContaining({ code: 'invalid_type', path: [] })]);
  });

  it('throws when remotes is missing or not an object', () => {
    expect(issuesOf({})).toEqual([expect.objectContaining({ path: ['remotes'] })]);
    expect(issuesOf({ remotes: 'all' })).toEqual([expect.objectContaining({ path: ['remotes'] })]);
  });

  it('throws when an entry is not an object', () => {
    expect(issuesOf({ remotes: { ...validRemotes(), mf_search: '/s.json' } })).toEqual([
      expect.objectContaining({ path: ['remotes', 'mf_search'] }),
    ]);
  });
});

import { defaultRegistry, parseRegistry, REMOTE_NAMES, RegistryError } from './registry';

const validRemotes = () =>
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, { entry: `/r/${name}.json` }]));

/** The message of the RegistryError parseRegistry throws, or fails when it does not throw one. */
function problemWith(value: unknown): string {
  try {
    parseRegistry(value);
  } catch (error) {
    expect(error).toBeInstanceOf(RegistryError);
    return (error as Error).message;
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
        mf_search: {
          entry: '/remotes/mf-search/mf-manifest.json',
          ssr: '/remotes/mf-search/server-container/remoteEntry.js',
        },
        mf_hotel: {
          entry: '/remotes/mf-hotel/mf-manifest.json',
          ssr: '/remotes/mf-hotel/server-container/remoteEntry.js',
        },
        mf_reservation: {
          entry: '/remotes/mf-reservation/mf-manifest.json',
          ssr: '/remotes/mf-reservation/server-container/remoteEntry.js',
        },
        mf_profile: {
          entry: '/remotes/mf-profile/mf-manifest.json',
          ssr: '/remotes/mf-profile/server-container/remoteEntry.js',
        },
        mf_content: {
          entry: '/remotes/mf-content/mf-manifest.json',
          ssr: '/remotes/mf-content/server-container/remoteEntry.js',
        },
        mf_backoffice: {
          entry: '/remotes/mf-backoffice/mf-manifest.json',
          ssr: '/remotes/mf-backoffice/server-container/remoteEntry.js',
        },
      },
    });
  });

  it('returns a fresh object each time, so a caller cannot change the next one', () => {
    const first = defaultRegistry();
    first.remotes.mf_hotel = { entry: 'https://cdn.example/mf-hotel/mf-manifest.json' };

    expect(defaultRegistry().remotes.mf_hotel?.entry).toBe('/remotes/mf-hotel/mf-manifest.json');
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

  it('accepts an ssr entry beside the browser entry, a path on the gateway or an absolute URL', () => {
    const remotes = {
      ...validRemotes(),
      mf_hotel: {
        entry: 'https://cdn.example/mf-hotel/9/mf-manifest.json',
        ssr: 'https://cdn.example/mf-hotel/9/server-container/remoteEntry.js',
      },
      mf_search: {
        entry: '/s.json',
        ssr: '/remotes/mf-search/server-container/remoteEntry.js',
        version: '2',
      },
    };

    expect(parseRegistry({ remotes })).toEqual({ remotes });
  });

  it('keeps reading registries written before ssr existed', () => {
    expect(parseRegistry({ remotes: validRemotes() }).remotes.mf_hotel).toEqual({
      entry: '/r/mf_hotel.json',
    });
  });

  it.each<[string, unknown]>([
    ['empty', '  '],
    ['a number', 7],
    ['an object', { entry: '/x' }],
  ])('throws on an ssr entry that is %s, with the path to it', (_, ssr) => {
    expect(problemWith({ remotes: { ...validRemotes(), mf_hotel: { entry: '/h.json', ssr } } })).toContain(
      'remotes.mf_hotel.ssr',
    );
  });

  it('drops fields it does not know', () => {
    const parsed = parseRegistry({
      remotes: { ...validRemotes(), mf_search: { entry: '/s.json', owner: 'team-search' } },
      comment: 'x',
    });

    expect(parsed).toEqual({ remotes: { ...validRemotes(), mf_search: { entry: '/s.json' } } });
  });

  it('throws on an unknown remote name, naming it', () => {
    expect(problemWith({ remotes: { ...validRemotes(), mf_flights: { entry: '/f.json' } } })).toContain(
      'mf_flights',
    );
  });

  it('throws on an empty entry, with the path to it', () => {
    expect(problemWith({ remotes: { ...validRemotes(), mf_hotel: { entry: '  ' } } })).toContain(
      'remotes.mf_hotel.entry',
    );
  });

  it('throws on a remote without an entry', () => {
    expect(problemWith({ remotes: { ...validRemotes(), mf_profile: { version: '1' } } })).toContain(
      'remotes.mf_profile.entry',
    );
  });

  it('throws on a version that is not a string', () => {
    expect(
      problemWith({ remotes: { ...validRemotes(), mf_content: { entry: '/c.json', version: 3 } } }),
    ).toContain('remotes.mf_content.version');
  });

  it('accepts a registry that leaves a remote out: its areas show their fallback', () => {
    const { mf_reservation: _, ...rest } = validRemotes();

    expect(parseRegistry({ remotes: rest }).remotes.mf_reservation).toBeUndefined();
  });

  it.each<[string, unknown]>([
    ['a string', 'mf_search'],
    ['null', null],
    ['an array', []],
    ['a number', 42],
    ['undefined', undefined],
  ])('throws when the registry is %s instead of an object', (_, value) => {
    expect(problemWith(value)).toContain('remotes');
  });

  it('throws when remotes is missing or not an object', () => {
    expect(problemWith({})).toContain('remotes');
    expect(problemWith({ remotes: 'all' })).toContain('remotes');
    expect(problemWith({ remotes: [] })).toContain('remotes');
  });

  it('throws when an entry is not an object', () => {
    expect(problemWith({ remotes: { ...validRemotes(), mf_search: '/s.json' } })).toContain(
      'remotes.mf_search',
    );
  });
});

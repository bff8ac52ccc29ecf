import { createRandom, hashString } from './random';

const draw = (seed: string | number, n = 20) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw('rahi')).toEqual(draw('rahi'));
    expect(draw(42)).toEqual(draw(42));
  });

  it('gives another sequence for another seed', () => {
    expect(draw('rahi')).not.toEqual(draw('rahi2'));
  });

  it('keeps int() within both ends and reaches each of them', () => {
    const random = createRandom('ints');
    const values = Array.from({ length: 2000 }, () => random.int(3, 7));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(7);
    expect(values.every(Number.isInteger)).toBe(true);
  });

  it('shuffles into a permutation and leaves the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRandom('shuffle').shuffle(input);
    expect([...shuffled].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('picks by weight', () => {
    const random = createRandom('weights');
    const picks = Array.from({ length: 5000 }, () =>
      random.weighted([
        ['a', 9],
        ['b', 1],
      ] as const),
    );
    const share = picks.filter((pick) => pick === 'a').length / picks.length;
    expect(share).toBeGreaterThan(0.85);
    expect(share).toBeLessThan(0.95);
  });

  it('forks by label, whatever the parent drew before', () => {
    const fresh = createRandom('parent');
    const used = createRandom('parent');
    used.next();
    used.next();
    expect(fresh.fork('hotels').next()).toBe(used.fork('hotels').next());
    expect(fresh.fork('hotels').next()).not.toBe(fresh.fork('reviews').next());
  });
});

describe('hashString', () => {
  it('is stable across runs (FNV-1a)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});

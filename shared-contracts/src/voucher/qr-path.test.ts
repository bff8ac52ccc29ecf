import { qrModuleRuns, qrModulesPath } from './qr-path';

const matrix = (rows: string[]) => ({
  size: rows.length,
  get: (row: number, column: number) => rows[row]?.[column] === '#',
});

describe('qrModulesPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    expect(qrModulesPath(matrix(['##.', '.#.', '###']))).toBe('M0 0h2v1h-2zM1 1h1v1h-1zM0 2h3v1h-3z');
  });

  it('draws nothing for a light matrix', () => {
    expect(qrModulesPath(matrix(['..', '..']))).toBe('');
  });
});

describe('qrModuleRuns', () => {
  it('gives each run its row, first column and length', () => {
    expect(qrModuleRuns(matrix(['.##', '#.#', '...']))).toEqual([
      { row: 0, column: 1, length: 2 },
      { row: 1, column: 0, length: 1 },
      { row: 1, column: 2, length: 1 },
    ]);
  });
});

// The main entry ('@rahi/shared-contracts') is shared by every app and loaded by every page: zod (26 KiB gzip)
// stays on the '/api' entry. Walks the main entry's import graph in the source, as the build keeps it (imports
// of types alone are erased).
import fs from 'node:fs';
import path from 'node:path';

const IMPORT = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)';/gms;

/** The modules a file loads at run time: its imports and re-exports that are not of types alone. */
function runtimeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)]
    .filter(([, typeOnly, names = '']) => {
      if (typeOnly) return false;
      const inBraces = names.match(/^\{([^}]*)\}$/s)?.[1];
      if (inBraces === undefined) return true;
      const specifiers = inBraces
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      return specifiers.length === 0 || !specifiers.every((name) => name.startsWith('type '));
    })
    .map(([, , , from = '']) => from);
}

function resolveModule(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${request} from ${from}`);
}

/** The entry's modules (relative to src) and the packages they import, each with the first module importing it. */
function walk(entry: string) {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const request of runtimeImports(file)) {
      if (request.startsWith('.')) visit(resolveModule(file, request));
      else if (!packages.has(request)) packages.set(request, path.relative(__dirname, file));
    }
  };
  visit(entry);
  return { modules: [...seen].map((file) => path.relative(__dirname, file)), packages };
}

const packagesOf = (entry: string) => walk(entry).packages;
const STAFF_MODULE = /^(staff\/|messages\/staff-|reports\/sales-periods)/;

describe('the main entry', () => {
  it('loads no zod at run time (the schemas are on /api)', () => {
    const packages = packagesOf(path.join(__dirname, 'index.ts'));
    expect([...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });

  it('is walked (the check above would fail if a module of it imported zod)', () => {
    const packages = packagesOf(path.join(__dirname, 'api', 'index.ts'));
    expect(packages.get('zod')).toBeDefined();
  });
});

describe('the back office', () => {
  it("is on /staff alone: no module of the main entry, which every traveller's page loads, is the staff's", () => {
    expect(walk(path.join(__dirname, 'index.ts')).modules.filter((file) => STAFF_MODULE.test(file))).toEqual(
      [],
    );
    expect(
      walk(path.join(__dirname, 'staff', 'index.ts')).modules.filter((file) => STAFF_MODULE.test(file)),
    ).toHaveLength(10);
  });
});

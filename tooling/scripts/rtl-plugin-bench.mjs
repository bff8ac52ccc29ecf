// Times the RTL stylis plugins over the recorded corpus of the apps' CSS (shared-ui/src/providers/rtl-corpus.fixture.json):
// stylis-plugin-rtl against shared-ui's rtl-plugin.ts, each through compile → prefixer → plugin → stringify, as the
// emotion cache runs them. Prints ms per 1,000 rules (a "rule" is one corpus entry: one emotion class or global
// block) for the whole pipeline and for the plugin alone (the pipeline minus a run with no RTL plugin).
// Then the cache's pipeline with stylis's prefixer against the one with only Safari's -webkit-user-select.
// Usage: node tooling/scripts/rtl-plugin-bench.mjs [rounds]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const { compile, middleware, prefixer, serialize, stringify } = require('stylis');
const stylisPluginRtl = require('stylis-plugin-rtl').default;

// The plugins are TypeScript: transpile them with swc to CommonJS and load them from memory.
const { transformSync } = require('@swc/core');
function loadProvider(name) {
  const source = join(here, `../../shared-ui/src/providers/${name}.ts`);
  const { code } = transformSync(readFileSync(source, 'utf8'), {
    filename: source,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const mod = { exports: {} };
  new Function('require', 'module', 'exports', code)(require, mod, mod.exports);
  return mod.exports;
}
const { rtlPlugin } = loadProvider('rtl-plugin');
const { webkitUserSelect } = loadProvider('webkit-user-select');

const corpus = JSON.parse(
  readFileSync(join(here, '../../shared-ui/src/providers/rtl-corpus.fixture.json'), 'utf8'),
);
const rounds = Number(process.argv[2] ?? 30);
const none = () => undefined;
const plugins = { 'no RTL plugin': none, 'stylis-plugin-rtl': stylisPluginRtl, 'rtl-plugin.ts': rtlPlugin };

function time(plugin, first = prefixer) {
  const chain = middleware([first, plugin, stringify]);
  let out = 0;
  const start = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const css of corpus) out += serialize(compile(css), chain).length;
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { perThousand: (ms / (rounds * corpus.length)) * 1000, out };
}

for (const plugin of Object.values(plugins)) time(plugin); // warm up every path first
const results = Object.fromEntries(Object.entries(plugins).map(([name, plugin]) => [name, time(plugin)]));
const base = results['no RTL plugin'].perThousand;
console.log(`${corpus.length} rules × ${rounds} rounds`);
for (const [name, { perThousand }] of Object.entries(results)) {
  const own = name === 'no RTL plugin' ? '' : `, plugin alone ≈ ${(perThousand - base).toFixed(2)} ms`;
  console.log(`${name.padEnd(18)} ${perThousand.toFixed(2)} ms per 1,000 rules (whole pipeline)${own}`);
}
if (results['stylis-plugin-rtl'].out !== results['rtl-plugin.ts'].out) console.log('output lengths differ!');

// The emotion cache's whole pipeline before and after stylis's prefixer was replaced by Safari's user-select alone
// (shared-ui/src/providers/webkit-user-select.ts; ADR 0007): time per 1,000 rules and CSS written.
time(rtlPlugin, webkitUserSelect);
for (const [name, first] of [
  ['prefixer + rtl-plugin.ts', prefixer],
  ['user-select + rtl-plugin.ts', webkitUserSelect],
]) {
  const { perThousand, out } = time(rtlPlugin, first);
  console.log(
    `${name.padEnd(28)} ${perThousand.toFixed(2)} ms per 1,000 rules, ${(out / rounds / 1024).toFixed(1)} KiB of CSS`,
  );
}

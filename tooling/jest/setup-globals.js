// react-router 7 reads TextEncoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// MUI X Charts (the back office's reports) copies its gesture state with structuredClone, which browsers and Node
// have and jsdom's window does not; Node's own serializer does the same for the plain objects it copies.
if (typeof globalThis.structuredClone === 'undefined') {
  const { serialize, deserialize } = require('node:v8');
  globalThis.structuredClone = (value) => deserialize(serialize(value));
}

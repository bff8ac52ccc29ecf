import { isolateFirstStrong, isolateLtr } from './isolate';

describe('isolateLtr', () => {
  it('wraps the text in a left-to-right isolate and its closing mark', () => {
    expect(isolateLtr('/reservation')).toBe('\u2066/reservation\u2069');
    expect([...isolateLtr('RAHI10')].at(0)?.codePointAt(0)).toBe(0x2066);
    expect([...isolateLtr('RAHI10')].at(-1)?.codePointAt(0)).toBe(0x2069);
  });
});

describe('isolateFirstStrong', () => {
  it('wraps the text in a first-strong isolate, whichever script it is in', () => {
    expect(isolateFirstStrong('Anna Smith Jr.')).toBe('\u2068Anna Smith Jr.\u2069');
    expect(isolateFirstStrong('علي رضا')).toBe('\u2068علي رضا\u2069');
  });
});

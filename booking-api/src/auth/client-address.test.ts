import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it("takes the last X-Forwarded-For entry, the gateway's own observation", () => {
    expect(clientAddress('203.0.113.7', '127.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddress('1.1.1.1, 203.0.113.7', undefined, 1)).toBe('203.0.113.7');
  });

  it('looks one entry further back for each further trusted proxy', () => {
    expect(clientAddress('198.51.100.4, 10.0.0.2', undefined, 2)).toBe('198.51.100.4');
    expect(clientAddress('10.0.0.2', undefined, 3)).toBe('10.0.0.2');
  });

  it("falls back to the socket's address, then to 'unknown'", () => {
    expect(clientAddress(undefined, '192.0.2.8', 1)).toBe('192.0.2.8');
    expect(clientAddress(' , ', undefined, 1)).toBe('unknown');
  });
});

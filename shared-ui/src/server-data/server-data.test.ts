import { SERVER_DATA_GLOBALS } from '@rahi/shared-contracts';
import { forgetServerData, readServerData } from './server-data';

interface Hotel {
  id: number;
}

const scope = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete scope.__RAHI_HOTEL__;
});

describe('readServerData', () => {
  it("gives the server's data when it is this page's", () => {
    scope.__RAHI_HOTEL__ = { id: 12 };
    expect(readServerData<Hotel>(SERVER_DATA_GLOBALS.hotel, (data) => data.id === 12)).toEqual({ id: 12 });
  });

  it("gives nothing for another page's data, or none", () => {
    scope.__RAHI_HOTEL__ = { id: 12 };
    expect(readServerData<Hotel>(SERVER_DATA_GLOBALS.hotel, (data) => data.id === 13)).toBeUndefined();
    expect(readServerData<Hotel>(SERVER_DATA_GLOBALS.city, () => true)).toBeUndefined();
  });

  it('gives nothing for a value that is not an object', () => {
    scope.__RAHI_HOTEL__ = 'x';
    expect(readServerData<Hotel>(SERVER_DATA_GLOBALS.hotel, () => true)).toBeUndefined();
  });
});

describe('forgetServerData', () => {
  it('forgets the data, so a later visit loads afresh', () => {
    scope.__RAHI_HOTEL__ = { id: 12 };
    forgetServerData(SERVER_DATA_GLOBALS.hotel);
    expect(readServerData<Hotel>(SERVER_DATA_GLOBALS.hotel, () => true)).toBeUndefined();
  });
});

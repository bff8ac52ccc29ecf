import { parseRemoteModuleId, remoteModuleId } from './module-id';

describe("a remote module's id ('mf_search/SearchBox')", () => {
  it('is made from a remote and its exposed module, and read back', () => {
    const searchBox = { remote: 'mf_search', module: './SearchBox' } as const;
    expect(remoteModuleId(searchBox)).toBe('mf_search/SearchBox');
    expect(parseRemoteModuleId('mf_search/SearchBox')).toEqual(searchBox);
    expect(remoteModuleId({ remote: 'mf_hotel', module: 'HotelPage' })).toBe('mf_hotel/HotelPage');
  });

  it('names no module for a remote the registry does not know, or without a module', () => {
    expect(parseRemoteModuleId('mf_nowhere/SearchBox')).toBeUndefined();
    expect(parseRemoteModuleId('SearchBox')).toBeUndefined();
    expect(parseRemoteModuleId('mf_search/')).toBeUndefined();
    expect(parseRemoteModuleId('/SearchBox')).toBeUndefined();
  });
});

import { postForFile, saveFile } from './fetch-file';

const mockFetch = (response: Partial<Response> | Error) => {
  globalThis.fetch = (response instanceof Error
    ? jest.fn().mockRejectedValue(response)
    : jest.fn().mockResolvedValue(response)) as unknown as typeof fetch;
};

describe('postForFile', () => {
  it('posts the body as JSON to the route and answers the file', async () => {
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    mockFetch({ ok: true, status: 200, blob: async () => blob });
    const result = await postForFile('/api/voucher-pdf', { url: '/voucher?reserveId=12345678' });
    expect(result).toEqual({ ok: true, blob });
    const [path, init] = (globalThis.fetch as jest.Mock).mock.calls[0];
    expect(path).toBe('/api/voucher-pdf');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ url: '/voucher?reserveId=12345678' });
  });

  it("answers a refusal with the envelope's messages", async () => {
    const meta = { status: false, message: 'x', errors: ['نشانی واچر معتبر نیست.'] };
    mockFetch({ ok: false, status: 400, json: async () => ({ meta, data: null }) });
    expect(await postForFile('/api/voucher-pdf', {})).toEqual({
      ok: false,
      status: 400,
      errors: ['نشانی واچر معتبر نیست.'],
    });
  });

  it('answers no connection as status 0 instead of throwing', async () => {
    mockFetch(new TypeError('offline'));
    const result = await postForFile('/api/voucher-pdf', {});
    expect(result).toMatchObject({ ok: false, status: 0 });
  });
});

describe('saveFile', () => {
  it('clicks a download link with the file name and takes it away again', () => {
    URL.createObjectURL = jest.fn(() => 'blob:rahi/1');
    URL.revokeObjectURL = jest.fn();
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    saveFile(new Blob(['x']), 'voucher-4821.pdf');
    expect(clicked).toEqual([{ download: 'voucher-4821.pdf', href: 'blob:rahi/1' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});

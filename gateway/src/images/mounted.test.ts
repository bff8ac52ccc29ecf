import path from 'node:path';
import { createGatewayApp } from '../app';
import { loadConfig } from '../config';
import { fakeMedia, photoSvg, removeTemporaryFolders, temporaryFolder } from './test-fixtures';

const PHOTO = '/media/hotels/3/exterior-1.svg';

function gatewayConfig() {
  const root = temporaryFolder();
  return loadConfig({ RAHI_ROOT: root, MF_REGISTRY_FILE: path.join(root, 'none.json') });
}

afterAll(removeTemporaryFolders);

describe('the image path inside the gateway', () => {
  it('is served with the security headers, as webp, uncompressed, cached under .data/image-cache', async () => {
    const config = gatewayConfig();
    const app = createGatewayApp(config, fakeMedia({ [PHOTO]: photoSvg() }));
    const response = await app.request(`/_img?src=${PHOTO}&w=320`, {
      headers: { accept: 'image/webp,*/*', 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(config.imageCacheDir).toBe(path.join(path.dirname(config.registryFile), '.data', 'image-cache'));
  });

  it('is absent when the gateway has no booking-api: the page routes answer instead', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await createGatewayApp(gatewayConfig()).request(`/_img?src=${PHOTO}&w=320`);
    expect(response.headers.get('content-type')).not.toBe('image/webp');
    expect(await response.text()).toContain('The shell is not built yet');
    jest.restoreAllMocks();
  });
});

// http_ece ships no types; the part the fake push service uses (RFC 8188 content coding, RFC 8291 keys).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface EceParams {
    version: 'aes128gcm' | 'aesgcm';
    privateKey?: ECDH;
    dh?: string;
    authSecret?: string;
    key?: string;
    keyid?: string;
  }
  const ece: {
    decrypt(buffer: Buffer, params: EceParams): Buffer;
    encrypt(buffer: Buffer, params: EceParams): Buffer;
  };
  export default ece;
}

// The part of http_ece (Encrypted Content-Encoding, RFC 8188) the fake push service uses; the package ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version?: 'aes128gcm' | 'aesgcm';
    /** The receiver's key pair (the browser's p256dh). */
    privateKey?: ECDH;
    /** The subscription's auth secret, bytes or base64url. */
    authSecret?: Buffer | string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}

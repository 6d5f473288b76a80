/**
 * The server's VAPID public key (base64url, as GET /api/reminder-settings gives it) as the bytes
 * PushManager.subscribe takes for `applicationServerKey`. Padding is optional in base64url.
 */
export function applicationServerKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const text = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

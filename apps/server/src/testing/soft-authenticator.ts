import { createHash, createPublicKey, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

// A software authenticator for API tests (docs/product/accounts.md "Passkeys"): real WebAuthn answers,
// ES256 keys from node:crypto and 'none' attestation, so the server's checks run as they do for a
// browser. Each answer can be bent (another origin, another relying party, an old counter) to see it refused.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** The little CBOR WebAuthn needs: integers, byte and text strings, maps. */
export function encodeCbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(length, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [encodeCbor(k), encodeCbor(v)])]);
}

interface StoredCredential {
  id: Buffer;
  privateKey: KeyObject;
  counter: number;
}

export interface Bend {
  origin?: string;
  rpID?: string;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** Report the user as not verified by the device. */
  notVerified?: boolean;
  /** register(): present this credential (made earlier) again instead of a new one. */
  reuse?: string;
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export function createSoftAuthenticator(defaults: { origin: string; rpID: string }) {
  const credentials = new Map<string, StoredCredential>();

  const authData = (rpID: string, flags: number, counter: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([createHash('sha256').update(rpID).digest(), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const flagsOf = (bend: Bend) => UP | (bend.notVerified ? 0 : UV);

  return {
    /** Makes a new credential for the options, as navigator.credentials.create() would. */
    register(options: PublicKeyCredentialCreationOptionsJSON, bend: Bend = {}): RegistrationResponseJSON {
      const reused = bend.reuse ? credentials.get(bend.reuse) : undefined;
      const { privateKey, publicKey } = reused ? { privateKey: reused.privateKey, publicKey: createPublicKey(reused.privateKey) } : generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = encodeCbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const id = reused?.id ?? randomBytes(16);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const counter = bend.counter ?? 0;
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
      const data = authData(bend.rpID ?? defaults.rpID, flagsOf(bend) | AT, counter, attested);
      const attestationObject = encodeCbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', data]]));
      credentials.set(id.toString('base64url'), { id, privateKey, counter });
      return {
        id: id.toString('base64url'),
        rawId: id.toString('base64url'),
        type: 'public-key',
        response: {
          clientDataJSON: clientData('webauthn.create', options.challenge, bend.origin ?? defaults.origin).toString('base64url'),
          attestationObject: attestationObject.toString('base64url'),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },

    /** Signs the options' challenge with a credential made earlier (default: the last one), as navigator.credentials.get() would. */
    authenticate(options: PublicKeyCredentialRequestOptionsJSON, credentialId?: string, bend: Bend = {}): AuthenticationResponseJSON {
      const credential = credentialId ? credentials.get(credentialId) : [...credentials.values()].at(-1);
      if (!credential) throw new Error('no such credential on this authenticator');
      credential.counter = bend.counter ?? credential.counter + 1;
      const data = authData(bend.rpID ?? defaults.rpID, flagsOf(bend), credential.counter);
      const client = clientData('webauthn.get', options.challenge, bend.origin ?? defaults.origin);
      const signature = sign('sha256', Buffer.concat([data, createHash('sha256').update(client).digest()]), credential.privateKey);
      return {
        id: credential.id.toString('base64url'),
        rawId: credential.id.toString('base64url'),
        type: 'public-key',
        response: {
          clientDataJSON: client.toString('base64url'),
          authenticatorData: data.toString('base64url'),
          signature: signature.toString('base64url'),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;

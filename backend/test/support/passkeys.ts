import { isoCBOR } from '@simplewebauthn/server/helpers';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for tests: an ES256 key made with node:crypto, answering WebAuthn
 * registration ('none' attestation) and authentication as a browser with a platform authenticator
 * would (authenticatorData, clientDataJSON and signature built by hand, CBOR by SimpleWebAuthn's
 * own encoder). `origin`, `rpId` and `counter` can be set to play an attacker.
 */
export interface SoftAuthenticator {
  credentialId: string;
  userHandle?: string;
  counter: number;
  /** What startRegistration would answer to these options. */
  register(options: Options, overrides?: Overrides): Record<string, unknown>;
  /** What startAuthentication would answer to these options. */
  authenticate(options: Options, overrides?: Overrides): Record<string, unknown>;
}

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export interface Overrides {
  origin?: string;
  rpId?: string;
  /** The counter to sign with (otherwise the next one). */
  counter?: number;
  /** The user-verified flag (PIN or biometric done); true unless said. */
  userVerified?: boolean;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();

/** The COSE form of an EC2 P-256 public key (RFC 9053): kty 2, alg -7 (ES256), crv 1, x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
}

function authenticatorData(rpId: string, counter: number, userVerified: boolean, attested?: Uint8Array): Buffer {
  const flags = 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

export function softAuthenticator(origin: string): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = randomBytes(32);
  const rpIdOf = (options: Options) => options.rp?.id ?? options.rpId ?? new URL(origin).hostname;
  const device: SoftAuthenticator = {
    credentialId: b64url(id),
    counter: 0,
    register(options, overrides = {}) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, id, coseKey(publicKey)]);
      const authData = authenticatorData(overrides.rpId ?? rpIdOf(options), device.counter, overrides.userVerified ?? true, attested);
      device.userHandle = options.user?.id;
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      const clientDataJSON = clientData('webauthn.create', options.challenge, overrides.origin ?? origin);
      return {
        id: device.credentialId,
        rawId: device.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      };
    },
    authenticate(options, overrides = {}) {
      const counter = overrides.counter ?? device.counter + 1;
      device.counter = Math.max(device.counter, counter);
      const authData = authenticatorData(overrides.rpId ?? rpIdOf(options), counter, overrides.userVerified ?? true);
      const clientDataJSON = clientData('webauthn.get', options.challenge, overrides.origin ?? origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: device.credentialId,
        rawId: device.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(device.userHandle ? { userHandle: device.userHandle } : {}),
        },
      };
    },
  };
  return device;
}

// A passkey for the API tests: a software authenticator (ES256, 'none' attestation) that answers the WebAuthn
// options of the server as a phone or a computer would, built with node:crypto and the CBOR encoder of
// @simplewebauthn/server (docs/decisions/025-second-factor.md, "Passkeys").
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** User present, user verified; with `attested`, attested credential data follows. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface RelyingParty {
  /** The host name of PUBLIC_URL. */
  rpId: string;
  /** The origin the browser would write into its answers. */
  origin: string;
}

export class SoftPasskey {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  counter = 0;

  constructor(readonly rp: RelyingParty) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const key = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    this.cosePublicKey = isoCBOR.encode(key);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.rp.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer of navigator.credentials.create() to registration options. */
  register(options: { challenge: string }, tamper: { origin?: string } = {}) {
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, tamper.origin);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rp.rpId),
      Buffer.from([UP | UV | AT]),
      counter,
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.cosePublicKey,
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /** The answer of navigator.credentials.get() to authentication options; the counter moves on by one. */
  authenticate(options: { challenge: string }, tamper: { origin?: string; badSignature?: boolean } = {}) {
    this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tamper.origin);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authData = Buffer.concat([sha256(this.rp.rpId), Buffer.from([UP | UV]), counter]);
    let signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    if (tamper.badSignature) signature = sign('sha256', Buffer.from('autre chose'), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature) },
    };
  }
}

import { createHmac } from 'node:crypto';
import { waveSignatureHeader } from '@test/fake-wave';
import { describe, expect, it } from 'vitest';
import { verifyWaveSignature, WAVE_SIGNATURE_TOLERANCE_SECONDS } from './signature';

const SECRET = 'wave_sn_WHS_secret-of-the-shop';
const NOW = 1_767_225_600;
const BODY = JSON.stringify({ id: 'AE_ijzo7oGgrlM4', type: 'checkout.session.completed', data: { id: 'cos-18qq25rgr100a', amount: '12500' } });

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}${body}`).digest('hex');
const check = (header: string | null | undefined, body = BODY, nowSeconds = NOW) => verifyWaveSignature({ header, body, secret: SECRET, nowSeconds });

describe('verifyWaveSignature', () => {
  it('accepts the header Wave sends: the HMAC of the timestamp followed by the raw body, as a string or the bytes', () => {
    const header = waveSignatureHeader({ body: BODY, secret: SECRET, timestamp: NOW });
    expect(header).toBe(`t=${NOW},v1=${hmac(SECRET, NOW, BODY)}`);
    expect(check(header)).toBe('valid');
    expect(verifyWaveSignature({ header, body: Buffer.from(BODY), secret: SECRET, nowSeconds: NOW })).toBe('valid');
    // Upper-case hexadecimal and spaces after the commas are the same signature.
    expect(check(`t=${NOW}, v1=${hmac(SECRET, NOW, BODY).toUpperCase()}`)).toBe('valid');
  });

  it('accepts a header with two v1 of which one is right, whichever comes first (a secret being rotated)', () => {
    const right = hmac(SECRET, NOW, BODY);
    const other = hmac('the-previous-secret', NOW, BODY);
    expect(check(`t=${NOW},v1=${other},v1=${right}`)).toBe('valid');
    expect(check(`t=${NOW},v1=${right},v1=${other}`)).toBe('valid');
    // Other schemes are ignored.
    expect(check(`t=${NOW},v0=abc,v1=${right}`)).toBe('valid');
  });

  it('refuses an event signed with the old secret alone once the secret has been rotated', () => {
    const header = waveSignatureHeader({ body: BODY, secret: 'the-previous-secret', timestamp: NOW });
    expect(check(header)).toBe('mismatch');
    expect(verifyWaveSignature({ header, body: BODY, secret: 'the-previous-secret', nowSeconds: NOW })).toBe('valid');
  });

  it('tells a missing header from a malformed one', () => {
    for (const header of [undefined, null, '', '   ']) expect(check(header), String(header)).toBe('missing');
    const v1 = hmac(SECRET, NOW, BODY);
    for (const header of [`v1=${v1}`, `t=${NOW}`, `t=${NOW},v0=${v1}`, `t=soon,v1=${v1}`, `t=-${NOW},v1=${v1}`, `t=${NOW},t=${NOW},v1=${v1}`, `${NOW},${v1}`, `=${NOW},v1=${v1}`, 'garbage']) {
      expect(check(header), header).toBe('malformed');
    }
  });

  it('refuses a genuine event signed more than the tolerance in the past or in the future as stale', () => {
    const at = (timestamp: number) => waveSignatureHeader({ body: BODY, secret: SECRET, timestamp });
    expect(WAVE_SIGNATURE_TOLERANCE_SECONDS).toBe(300);
    expect(check(at(NOW - 300))).toBe('valid');
    expect(check(at(NOW + 300))).toBe('valid');
    expect(check(at(NOW - 301))).toBe('stale');
    expect(check(at(NOW + 301))).toBe('stale');
    expect(check(at(NOW - 86_400))).toBe('stale');
    expect(verifyWaveSignature({ header: at(NOW - 301), body: BODY, secret: SECRET, nowSeconds: NOW, toleranceSeconds: 600 })).toBe('valid');
    // Without nowSeconds, the clock's own time.
    expect(verifyWaveSignature({ header: at(Math.floor(Date.now() / 1000)), body: BODY, secret: SECRET })).toBe('valid');
  });

  it('refuses a body changed after signing, or a signature moved to another timestamp', () => {
    const header = waveSignatureHeader({ body: BODY, secret: SECRET, timestamp: NOW });
    expect(check(header, BODY.replace('12500', '125'))).toBe('mismatch');
    expect(check(header, `${BODY} `)).toBe('mismatch');
    expect(check(`t=${NOW - 1},v1=${hmac(SECRET, NOW, BODY)}`)).toBe('mismatch');
    expect(verifyWaveSignature({ header, body: BODY, secret: '', nowSeconds: NOW })).toBe('mismatch');
  });

  it('takes a v1 of the wrong length or not in hexadecimal as a mismatch, never an exception', () => {
    const right = hmac(SECRET, NOW, BODY);
    for (const v1 of [right.slice(0, 62), `${right}00`, `${right.slice(0, 63)}g`, 'zz', '', Buffer.from(right, 'hex').toString('base64')]) {
      expect(check(`t=${NOW},v1=${v1}`), v1).toBe('mismatch');
    }
  });
});

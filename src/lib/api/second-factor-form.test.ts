import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES as M } from '@/shared/auth/two-factor';
import { secondFactorSchema, signInEnableSchema } from '@/shared/auth/two-factor-schemas';
import { emailCodeError, groupedKey, recoveryCodesFile, secondFactorAnswer, secondFactorCodeError } from './second-factor-form';

const challenge = { secondFactor: 'totp' as const, challenge: 'c'.repeat(43) };

describe("the required setup's e-mailed code", () => {
  it('asks for 6 digits, spaces allowed, as the API does', () => {
    expect(emailCodeError('')).toBe(M.emailCodeRequired);
    expect(emailCodeError('12345')).toBe(M.emailCodeFormat);
    expect(emailCodeError('12a456')).toBe(M.emailCodeFormat);
    expect(emailCodeError('123 456')).toBeNull();
    const parsed = signInEnableSchema.safeParse({ challenge: 'c', code: '123456', emailCode: '654 321' });
    expect(parsed.success && parsed.data.emailCode).toBe('654321');
    expect(signInEnableSchema.safeParse({ challenge: 'c', code: '123456' }).success).toBe(false);
  });
});

describe("the sign-in's second step", () => {
  it("asks for the app's 6 digits, spaces allowed", () => {
    expect(secondFactorCodeError('totp', '')).toBe(M.codeRequired);
    expect(secondFactorCodeError('totp', '   ')).toBe(M.codeRequired);
    expect(secondFactorCodeError('totp', '12345')).toBe(M.codeFormat);
    expect(secondFactorCodeError('totp', '1234567')).toBe(M.codeFormat);
    expect(secondFactorCodeError('totp', '12a456')).toBe(M.codeFormat);
    expect(secondFactorCodeError('totp', '123 456')).toBeNull();
  });

  it('asks for a recovery code of 10 letters and digits, dashes, spaces and small letters allowed', () => {
    expect(secondFactorCodeError('recovery', '')).toBe(M.recoveryCodeFormat);
    expect(secondFactorCodeError('recovery', 'K7Q2M-XW9P')).toBe(M.recoveryCodeFormat);
    expect(secondFactorCodeError('recovery', 'K7Q2M-XW9P!')).toBe(M.recoveryCodeFormat);
    expect(secondFactorCodeError('recovery', 'k7q2m-xw9pd')).toBeNull();
    expect(secondFactorCodeError('recovery', ' K7Q2M XW9PD ')).toBeNull();
  });

  it('sends what the API reads, and what it lets through the screen lets through', () => {
    const totp = secondFactorAnswer(challenge, 'totp', '123 456');
    expect(totp).toEqual({ challenge: challenge.challenge, code: '123456' });
    const recovery = secondFactorAnswer(challenge, 'recovery', 'k7q2m-xw9pd');
    expect(recovery).toEqual({ challenge: challenge.challenge, recoveryCode: 'K7Q2MXW9PD' });
    for (const [mode, value] of [
      ['totp', '123 456'],
      ['totp', '12345'],
      ['recovery', 'k7q2m-xw9pd'],
      ['recovery', 'K7Q2M'],
    ] as const) {
      const sent = mode === 'totp' ? { challenge: challenge.challenge, code: value } : { challenge: challenge.challenge, recoveryCode: value };
      expect(secondFactorSchema.safeParse(sent).success, `${mode} ${value}`).toBe(secondFactorCodeError(mode, value) === null);
    }
  });
});

describe('the setup', () => {
  it('shows the key in groups of four for typing by hand', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
  });

  it('writes the recovery codes one a line under the account', () => {
    const text = recoveryCodesFile(['K7Q2M-XW9PD', 'AAAAA-BBBBB'], 'awa@boutique.sn', '27/11/2026 15:00');
    expect(text).toContain('Compte : awa@boutique.sn');
    expect(text.split('\n')).toEqual(expect.arrayContaining(['K7Q2M-XW9PD', 'AAAAA-BBBBB']));
  });
});

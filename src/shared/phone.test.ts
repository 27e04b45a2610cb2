import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('keeps only the plus and the digits of an international number', () => {
    expect(normalisePhone('+221771234567')).toBe('+221771234567');
    expect(normalisePhone(' +221 77 123 45 67 ')).toBe('+221771234567');
    expect(normalisePhone('+221-77.123.45.67')).toBe('+221771234567');
    expect(normalisePhone('+33 (0)6 12 34 56 78')).toBe('+330612345678');
  });

  it('reads 00 as the international prefix and a bare number as Senegalese', () => {
    expect(normalisePhone('00221771234567')).toBe('+221771234567');
    expect(normalisePhone('77 123 45 67')).toBe('+221771234567');
  });

  it('refuses what cannot be a phone number', () => {
    expect(normalisePhone('')).toBeNull();
    expect(normalisePhone('+221 12')).toBeNull();
    expect(normalisePhone('awa@boutique.sn')).toBeNull();
    expect(normalisePhone('+221 77 123 45 67 89 01 23 45')).toBeNull();
  });
});

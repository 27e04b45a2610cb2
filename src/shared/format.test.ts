import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatDate, formatDateTime, formatPrice } from './format';

describe('money and dates in French', () => {
  it('formats FCFA with French digit grouping and no decimals', () => {
    expect(formatPrice(12500)).toBe('12\u00a0500\u00a0FCFA');
    expect(formatPrice(2000)).toBe('2\u00a0000\u00a0FCFA');
    expect(formatPrice(999.6)).toBe('1\u00a0000\u00a0FCFA');
    expect(formatPrice(0)).toBe('0\u00a0FCFA');
  });

  it('writes dates the French way, in Dakar time', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toBe('21 novembre 2026');
    expect(formatDateTime('2026-11-21T14:05:00Z')).toMatch(/^21 nov\. 2026,? (à )?14:05$/);
  });

  it('caps the cart badge at 99+', () => {
    expect(formatBadgeCount(5)).toBe('5');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
});

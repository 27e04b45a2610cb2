import { describe, expect, it } from 'vitest';
import { requestTarget } from './request-target';

describe('the request target, read once', () => {
  it('is the path and query the client sent, dot segments resolved as URLs resolve them', () => {
    expect(requestTarget('/pro?categorie=x&page=2')).toBe('/pro?categorie=x&page=2');
    expect(requestTarget('/api/v1/produits/')).toBe('/api/v1/produits/');
    // What the router of the API would read is what the choice between the API and the pages is made on.
    expect(requestTarget('/uploads/../api/v1/health')).toBe('/api/v1/health');
    expect(requestTarget('/admin/../api/v1/health')).toBe('/api/v1/health');
    expect(requestTarget('/api/v1/%2e%2e/%2E%2E/admin/login')).toBe('/admin/login');
    expect(requestTarget('/produits/..')).toBe('/');
    expect(requestTarget('/api/v1/auth/verify/../../../x?token=/../y')).toBe('/api/x?token=/../y');
  });

  it('never turns a path into a host', () => {
    expect(requestTarget('//evil.example/pro')).toBe('//evil.example/pro');
    expect(requestTarget('/\\evil.example/pro')).toBe('//evil.example/pro');
    expect(requestTarget('/pro?next=https://evil.example/')).toBe('/pro?next=https://evil.example/');
  });

  it('keeps only the path and query of an absolute target, whatever host it names', () => {
    expect(requestTarget('http://evil.example/admin/login?x=1')).toBe('/admin/login?x=1');
    expect(requestTarget('HTTPS://evil.example')).toBe('/');
    expect(requestTarget('http://evil.example/uploads/../api/v1/health')).toBe('/api/v1/health');
  });

  it('is nothing for the other forms, which get a 400', () => {
    for (const raw of ['*', 'evil.example:443', '@evil.example/', 'evil.example/admin', 'ftp://evil.example/x', 'http://[bad/x', '', undefined]) {
      expect(requestTarget(raw), String(raw)).toBeNull();
    }
  });
});

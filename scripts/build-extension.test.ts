import { describe, expect, it } from 'vitest';
import { extensionApiOrigin } from './build-extension';

describe('the API origin an extension build is for', () => {
  it('is https, or a loopback address for local tests', () => {
    expect(extensionApiOrigin('https://picks.example.com/')).toBe('https://picks.example.com');
    expect(extensionApiOrigin('http://127.0.0.1:5000')).toBe('http://127.0.0.1:5000');
    expect(extensionApiOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(() => extensionApiOrigin('http://picks.example.com')).toThrow(/must be https/);
    expect(() => extensionApiOrigin('ftp://x')).toThrow(/not an http/);
  });
});

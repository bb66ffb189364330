import { describe, expect, it } from 'vitest';
import { collectSecrets, redactText, redactUrl, truncate } from './redact-secrets';

describe('redactUrl', () => {
  it('hides credential query parameters whatever their case', () => {
    const url =
      'https://api.the-odds-api.com/v4/sports/x/odds?apiKey=abc123secret&regions=us&API_KEY=zz99&token=t0k3n';
    const shown = redactUrl(url);
    expect(shown).not.toContain('abc123secret');
    expect(shown).not.toContain('zz99');
    expect(shown).not.toContain('t0k3n');
    expect(shown).toContain('apiKey=REDACTED');
    expect(shown).toContain('regions=us');
  });

  it('hides user info and extra parameter names', () => {
    const shown = redactUrl('https://user:pw@example.com/x?sig=s1gnature', ['sig']);
    expect(shown).toBe('https://REDACTED:REDACTED@example.com/x?sig=REDACTED');
  });

  it('drops the query of something that is not a URL', () => {
    expect(redactUrl('not a url?apiKey=1234')).toBe('not a url');
  });
});

describe('collectSecrets and redactText', () => {
  it('finds keys in the query and auth headers, with and without the scheme', () => {
    const url = new URL('https://x.test/a?apiKey=KEY-1234&q=1');
    const secrets = collectSecrets(url, { Authorization: 'Bearer tok-5678', accept: 'application/json' });
    expect(secrets).toEqual(['KEY-1234', 'Bearer tok-5678', 'tok-5678']);
  });

  it('replaces every occurrence, including the URL-encoded form', () => {
    const text = redactText('key=a+b/c== and a%2Bb%2Fc%3D%3D and a+b/c==', ['a+b/c==']);
    expect(text).toBe('key=REDACTED and REDACTED and REDACTED');
  });

  it('leaves very short values alone rather than mangling the text', () => {
    expect(redactText('1 2 3', ['1'])).toBe('1 2 3');
  });
});

it('truncate says how much it cut', () => {
  expect(truncate('abcdef', 3)).toBe('abc… (3 more characters)');
  expect(truncate('abc', 3)).toBe('abc');
});

import { describe, expect, it } from 'vitest';
import { chooseEncoding, jsonEncoding, JsonTextSender, matchesEtag } from './send-json-text';

describe('chooseEncoding', () => {
  it('prefers br, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('gzip;q=0')).toBe('identity');
  });
});

describe('matchesEtag', () => {
  it('matches a listed strong or weak tag, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe('jsonEncoding', () => {
  it('compresses only what Accept-Encoding allows: never for a client that named no encoding or asked for identity', () => {
    expect(jsonEncoding(undefined, 300_000)).toBe('identity');
    expect(jsonEncoding(undefined, 1024)).toBe('identity');
    expect(jsonEncoding('identity', 300_000)).toBe('identity');
    expect(jsonEncoding('', 300_000)).toBe('identity');
    expect(jsonEncoding('gzip, br', 300_000)).toBe('br');
    expect(jsonEncoding('gzip, br', 1023)).toBe('identity');
  });
});

describe('JsonTextSender.encodingOf', () => {
  it('chooses as chooseEncoding does, the same answer each time a value comes back', () => {
    const sender = new JsonTextSender();
    for (const header of ['gzip, deflate, br', 'gzip', 'br;q=0, gzip', 'identity', undefined, 'gzip']) {
      expect(sender.encodingOf(header)).toBe(chooseEncoding(header));
    }
  });
});

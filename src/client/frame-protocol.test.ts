import { describe, expect, it } from 'vitest';
import { frameMessage, isFrameMessage, safeOrigin } from './frame-protocol';

describe('frame messages', () => {
  it('accepts only well-formed frame messages', () => {
    expect(isFrameMessage(frameMessage('open'), 'open')).toBe(true);
    expect(isFrameMessage(frameMessage('open'), 'close')).toBe(false);
    expect(isFrameMessage({ type: 'open' }, 'open')).toBe(false);
    expect(isFrameMessage('open', 'open')).toBe(false);
    expect(isFrameMessage(null, 'open')).toBe(false);
  });
});

describe('safeOrigin', () => {
  it('keeps only the origin of an http(s) address', () => {
    expect(safeOrigin('https://a.example/path?q=1')).toBe('https://a.example');
    expect(safeOrigin('javascript:alert(1)')).toBeNull();
    expect(safeOrigin('not a url')).toBeNull();
  });
});

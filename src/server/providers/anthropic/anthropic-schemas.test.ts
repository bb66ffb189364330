import { describe, expect, it } from 'vitest';
import { errorCodeOf, messageText, SPEND_LIMIT_ERROR_CODE } from './anthropic-schemas';

describe('messageText', () => {
  it('joins text blocks in order and skips the rest', () => {
    expect(
      messageText([
        { type: 'text', text: 'Line moved ' },
        { type: 'tool_use', id: 't1', name: 'x', input: {} },
        { type: 'text', text: 'toward the model.' },
      ]),
    ).toBe('Line moved toward the model.');
    expect(messageText([])).toBe('');
  });
});

describe('errorCodeOf', () => {
  it('reads details.error_code from an Anthropic error body', () => {
    const body = JSON.stringify({
      type: 'error',
      error: { type: 'rate_limit_error', message: 'limit', details: { error_code: SPEND_LIMIT_ERROR_CODE } },
      request_id: 'req_1',
    });
    expect(errorCodeOf(body)).toBe(SPEND_LIMIT_ERROR_CODE);
  });

  it('undefined for an ordinary rate limit, other JSON or no JSON', () => {
    expect(
      errorCodeOf('{"type":"error","error":{"type":"rate_limit_error","message":"slow"}}'),
    ).toBeUndefined();
    expect(errorCodeOf('{"message":"hi"}')).toBeUndefined();
    expect(errorCodeOf('<html>')).toBeUndefined();
  });
});

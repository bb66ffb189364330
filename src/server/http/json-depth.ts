import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * The deepest nesting of objects and arrays a JSON request body may have. Our deepest schema is a
 * few levels; 32 leaves room for any honest client while keeping every recursive walk (the text
 * rule, zod, logging) far from the stack limit that a 7,000-level body reached.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests objects/arrays deeper than `limit`; a linear scan that ignores strings. */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/** A 400 the error handler answers as VALIDATION_FAILED with this message. */
function badBody(message: string, code: string): FastifyError {
  const error = new Error(message) as FastifyError;
  error.statusCode = 400;
  error.code = code;
  return error;
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The body's text, or why it is refused: JSON is UTF-8 (RFC 8259 §8.1), so another declared
 * charset (utf-16, latin-1) and bytes that are not UTF-8 are refused, never read with U+FFFD in
 * place of what the client sent. A leading BOM is dropped.
 */
export function decodeJsonBody(body: Buffer, contentType: string | undefined): string | FastifyError {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    return badBody('Send the JSON body as UTF-8 (charset=utf-8)', 'BL_BODY_CHARSET');
  try {
    return UTF8.decode(body);
  } catch {
    return badBody('The body is not valid UTF-8', 'BL_BODY_NOT_UTF8');
  }
}

/**
 * Replaces the JSON body parser with one that refuses bodies that are not UTF-8 and bodies nested
 * past MAX_JSON_DEPTH (400) before parsing, then parses exactly as Fastify does (prototype
 * poisoning refused).
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const text = decodeJsonBody(body as Buffer, request.headers['content-type']);
    if (typeof text !== 'string') {
      done(text, undefined);
      return;
    }
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      done(
        badBody(`The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`, 'BL_JSON_TOO_DEEP'),
        undefined,
      );
      return;
    }
    void parse(request, text, done);
  });
}

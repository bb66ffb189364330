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

/**
 * Replaces the JSON body parser with one that refuses bodies nested past MAX_JSON_DEPTH (400)
 * before parsing, then parses exactly as Fastify does (prototype poisoning refused).
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      const error = new Error(
        `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
      ) as FastifyError;
      error.statusCode = 400;
      error.code = 'BL_JSON_TOO_DEEP';
      done(error, undefined);
      return;
    }
    void parse(request, text, done);
  });
}

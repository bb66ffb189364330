import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The read paths serve the same cached JSON text to every subscriber. Compressing a full slate
 * per request costs more than building it once, so each cached body is compressed once per
 * encoding and the bytes are reused until the body changes.
 */
const compressed = new Map<string, { br?: Buffer; gzip?: Buffer }>();
const MAX_BODIES = 32;

type Encoding = 'br' | 'gzip' | 'identity';

/** br, then gzip, as the client accepts them (an explicit q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

function encoded(body: string, encoding: 'br' | 'gzip'): Buffer {
  let entry = compressed.get(body);
  if (!entry) {
    if (compressed.size >= MAX_BODIES) compressed.delete(compressed.keys().next().value!);
    entry = {};
    compressed.set(body, entry);
  }
  if (encoding === 'br')
    return (entry.br ??= brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }));
  return (entry.gzip ??= gzipSync(body, { level: 6 }));
}

/** Sends already-validated JSON text as is (not through the schema serializer), compressed once. */
export function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  cacheControl = 'private, no-store',
): FastifyReply {
  void reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8');
  const encoding = body.length >= 1024 ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
  if (encoding === 'identity') return reply.serializer((payload) => payload as string).send(body);
  return reply.header('content-encoding', encoding).send(encoded(body, encoding));
}

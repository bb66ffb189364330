import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The read paths serve the same cached JSON text to every subscriber. Compressing a full slate
 * per request costs more than building it once, so each cached body is compressed once per
 * encoding and the bytes are reused until the body changes.
 *
 * Brotli: the first request gets a fast quality-5 encoding at once; a quality-11 encoding (about
 * 15% smaller, ~0.4 s of CPU for a full slate) is made on the libuv thread pool and replaces it.
 * Smaller bodies matter here: above the kernel's initial 16 KB socket send buffer every response
 * waits on the client's ACKs, and tail latency jumps.
 *
 * Every body carries a strong ETag; a client that already has it (the pages refetch every 30 s)
 * gets 304 and no body.
 */
interface Encoded {
  etag: string;
  br?: Buffer;
  brFinal?: boolean;
  gzip?: Buffer;
}

const MAX_BODIES = 32;
const MAX_HEADER_VALUES = 64;
const FINAL_BROTLI_QUALITY = 11;

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

/** True when an If-None-Match header names this ETag (or is '*'). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function brotliParams(body: string, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  };
}

/** Text compressed quickly (brotli 5, gzip 6): a per-response page, or a body's first encoding. */
export function compressText(text: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, brotliParams(text, 5)) : gzipSync(text, { level: 6 });
}

/**
 * Adds a request header to Vary, keeping what is there (CORS has already put Origin in it on
 * cross-origin routes: a shared cache must keep both apart).
 */
export function appendVary(reply: FastifyReply, header: string): FastifyReply {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('*') || names.some((name) => name.toLowerCase() === header.toLowerCase())) return reply;
  return reply.header('vary', [...names, header].join(', '));
}

/**
 * The encoding for a JSON body: the client's choice (`choose`, chooseEncoding or a memo of it). A
 * client that names no encoding (curl, Python's urllib) gets plain JSON, as public APIs send it:
 * compression only where Accept-Encoding allows it.
 */
export function jsonEncoding(
  acceptEncoding: string | undefined,
  bodyLength: number,
  choose: (acceptEncoding: string) => Encoding = chooseEncoding,
): Encoding {
  if (bodyLength < 1024 || acceptEncoding === undefined) return 'identity';
  return choose(acceptEncoding);
}

/**
 * One app's memory of the bodies it has sent (their ETags and compressed bytes) and of the
 * Accept-Encoding values browsers send (a handful, each parsed once). Each app owns one
 * (`app.jsonText`), so two apps in one process keep apart.
 */
export class JsonTextSender {
  private readonly bodies = new Map<string, Encoded>();
  private readonly encodings = new Map<string, Encoding>();

  /** Sends already-validated JSON text as is (not through the schema serializer), compressed once. */
  send(request: FastifyRequest, reply: FastifyReply, body: string, cacheControl: string): FastifyReply {
    const entry = this.entryFor(body);
    void reply.header('cache-control', cacheControl).header('etag', entry.etag);
    appendVary(reply, 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    void reply.type('application/json; charset=utf-8');
    const encoding = jsonEncoding(request.headers['accept-encoding'], body.length, this.encodingOf);
    if (encoding === 'identity') return reply.serializer((payload) => payload as string).send(body);
    return reply.header('content-encoding', encoding).send(this.encoded(body, entry, encoding));
  }

  /** The final brotli bytes for a body, made on the thread pool; resolves once they are in place. */
  upgradeBrotli(body: string): Promise<void> {
    const entry = this.entryFor(body);
    if (entry.brFinal) return Promise.resolve();
    return new Promise((resolve) => {
      brotliCompress(body, brotliParams(body, FINAL_BROTLI_QUALITY), (error, bytes) => {
        // A failure leaves the quick encoding in place, which is still correct.
        if (!error) {
          entry.br = bytes;
          entry.brFinal = true;
        }
        resolve();
      });
    });
  }

  /** chooseEncoding, each distinct Accept-Encoding value parsed once (the app's pages use it too). */
  readonly encodingOf = (acceptEncoding: string | undefined): Encoding => {
    const header = acceptEncoding ?? '';
    let encoding = this.encodings.get(header);
    if (encoding === undefined) {
      encoding = chooseEncoding(header);
      if (this.encodings.size >= MAX_HEADER_VALUES) this.encodings.clear();
      this.encodings.set(header, encoding);
    }
    return encoding;
  };

  private entryFor(body: string): Encoded {
    let entry = this.bodies.get(body);
    if (!entry) {
      if (this.bodies.size >= MAX_BODIES) this.bodies.delete(this.bodies.keys().next().value!);
      const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
      entry = { etag: `"${digest}"` };
      this.bodies.set(body, entry);
    }
    return entry;
  }

  private encoded(body: string, entry: Encoded, encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'gzip') return (entry.gzip ??= compressText(body, 'gzip'));
    if (!entry.br) {
      entry.br = compressText(body, 'br');
      void this.upgradeBrotli(body);
    }
    return entry.br;
  }
}

/**
 * Route options for a route that answers through sendJsonText: it compresses its own bytes once, so
 * @fastify/compress's three per-request hooks would only look and step aside (and a GET has no body
 * to decompress).
 */
export const OWN_ENCODING = { compress: false, decompress: false } as const;

/** Sends JSON text through the app's JsonTextSender (see above). */
export function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  cacheControl = 'private, no-cache',
): FastifyReply {
  return request.server.jsonText.send(request, reply, body, cacheControl);
}

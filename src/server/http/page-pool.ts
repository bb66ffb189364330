import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** How many pages are kept compressed ahead: a burst of first visits is served from memory. */
export const PAGE_POOL_SIZE = 32;

export interface PooledPage {
  /** This response's CSP nonce, in the page and in its header (used once, never again). */
  readonly nonce: string;
  readonly body: Buffer | string;
}

/**
 * An HTML page with a per-response CSP nonce, kept ready in memory with its compressed bytes. Each
 * pooled copy carries its own fresh nonce and is handed out once, so no two responses share a nonce;
 * the pool refills off the request path, on the thread pool (async zlib). Compressing the page per
 * request on the event loop (brotli, ~47 KB) stalled every other request behind it at 200
 * connections (issue 35 §5). A gzip-only client, or a burst past the pool, is compressed on the
 * thread pool too; nothing blocks the event loop.
 */
export class PagePool {
  private readonly ready: { nonce: string; br: Buffer }[] = [];
  private filling = false;
  private closed = false;

  constructor(
    /** The page split at its nonce placeholder. */
    private readonly parts: readonly string[],
    private readonly newNonce: () => string,
    private readonly size = PAGE_POOL_SIZE,
  ) {
    this.fill();
  }

  /** Compressed copies ready now (for tests and metrics). */
  get readyCount(): number {
    return this.ready.length;
  }

  /** The page for one response in the encoding the client accepts. */
  async take(encoding: 'br' | 'gzip' | 'identity'): Promise<PooledPage> {
    if (encoding === 'br') {
      const pooled = this.ready.shift();
      this.fill();
      if (pooled) return { nonce: pooled.nonce, body: pooled.br };
    }
    const nonce = this.newNonce();
    const html = this.parts.join(nonce);
    if (encoding === 'identity') return { nonce, body: html };
    return {
      nonce,
      body: encoding === 'br' ? await compressBrotli(html) : await gzipAsync(html, { level: 6 }),
    };
  }

  /** Stops refilling (the app is closing). */
  close(): void {
    this.closed = true;
  }

  private fill(): void {
    if (this.filling || this.closed || this.ready.length >= this.size) return;
    this.filling = true;
    void (async () => {
      try {
        while (!this.closed && this.ready.length < this.size) {
          const nonce = this.newNonce();
          this.ready.push({ nonce, br: await compressBrotli(this.parts.join(nonce)) });
        }
      } finally {
        this.filling = false;
      }
    })();
  }
}

function compressBrotli(html: string): Promise<Buffer> {
  return brotliAsync(html, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 9,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });
}

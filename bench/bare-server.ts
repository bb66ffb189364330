/**
 * The baseline: a bare Fastify server with no plugins, answering each benchmarked path with the
 * exact bytes the real server returned. The ratio real/bare is what our middleware, auth and
 * database cost.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Fixture {
  method: 'GET' | 'POST';
  path: string;
  body: string;
  encoding?: 'br' | 'gzip';
}

const fixtures = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Fixture[];
const app = Fastify({ logger: false });
for (const f of fixtures) {
  // Compressed as the real server ends up serving it (quality 11 once its upgrade is done), once.
  const bytes =
    f.encoding === 'br'
      ? brotliCompressSync(f.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: f.body.length },
        })
      : f.encoding === 'gzip'
        ? gzipSync(f.body, { level: 6 })
        : f.body;
  app.route({
    method: f.method,
    url: f.path,
    handler: (_req, reply) => {
      void reply.header('content-type', 'application/json; charset=utf-8');
      if (f.encoding) void reply.header('content-encoding', f.encoding);
      return reply.send(bytes);
    },
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`bare listening ${typeof address === 'object' && address ? address.port : ''}\n`);

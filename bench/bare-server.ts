/**
 * The baseline: a bare Fastify server with no plugins, answering each benchmarked path with the
 * exact bytes the real server returned. The ratio real/bare is what our middleware, auth and
 * database cost.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

interface Fixture {
  method: 'GET' | 'POST';
  path: string;
  body: string;
}

const fixtures = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Fixture[];
const app = Fastify({ logger: false });
for (const f of fixtures) {
  app.route({
    method: f.method,
    url: f.path,
    handler: (_req, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(f.body),
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`bare listening ${typeof address === 'object' && address ? address.port : ''}\n`);

/**
 * The stand-in for the outside service the two-instance proof (scripts/prove-instances.ts) points
 * both servers at: Gumroad, which knows no key. It counts the calls it gets, so the proof can
 * measure what the shared budget lets through.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

/** A Gumroad stand-in that knows no key (its 404 answer) and counts the verify calls. */
export async function startGumroad(): Promise<{ server: Server; url: string; calls: () => number }> {
  let calls = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls += 1;
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: false, message: 'That license does not exist for the provided product.' }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}`, calls: () => calls };
}

/**
 * Stand-ins for the outside services the two-instance proof (scripts/prove-instances.ts) points
 * both servers at: Twilio, which accepts every text, and Gumroad, which knows no key. Each counts
 * the calls it gets, so the proof can measure what the shared budgets let through.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';

/** A Twilio stand-in that accepts every text and counts them. */
export async function startTwilio(): Promise<{ server: Server; url: string; sent: () => number }> {
  let sent = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      sent += 1;
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}`, sent: () => sent };
}

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

/**
 * The overlay's transport in the extension: each call is a message to the service worker, which
 * makes it with the extension's host permission (background.ts). The page's `fetch`, its CSP and
 * CORS are never involved. The extension records no analytics events (docs/overlay.md).
 */
import type { OverlayTransport } from '../overlay/overlay-transport';
import { chromeApi } from './chrome-api';
import { isApiReply, type ApiMessage } from './messages';

export function createExtensionTransport(): OverlayTransport {
  return {
    async send(request) {
      const message: ApiMessage = { type: 'betlens:api', request };
      let reply: unknown;
      try {
        reply = await chromeApi().runtime.sendMessage(message);
      } catch {
        // The worker is gone (extension updated or reloaded): as unreachable as a network failure.
        throw new TypeError('Failed to fetch');
      }
      if (!isApiReply(reply)) throw new TypeError('Failed to fetch');
      if ('networkError' in reply) throw new TypeError(reply.networkError);
      return reply.response;
    },
    track() {
      // No analytics from the extension.
    },
  };
}

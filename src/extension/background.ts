/**
 * The extension's service worker (an event page in Firefox): the only part that talks to the API.
 * It answers 'betlens:api' messages from this extension's own pages and from its content script
 * on a supported sportsbook, for the calls the overlay makes (messages.ts), adding the
 * extension's device id. Cookies are not sent: the extension is its own device, identified by
 * its key and device id. The host permission for the API origin lets these calls past CORS, so no
 * sportsbook origin has to be allowed by the server.
 */
import '../client/zod-jitless';
import { supportedSiteForHost } from '@shared/sportsbook-sites';
import { chromeApi, type MessageSender } from './chrome-api';
import { apiOrigin, extensionDeviceId } from './extension-storage';
import { allowedApiRequest, isOpenSettingsMessage, type ApiReply } from './messages';
import type { TransportRequest } from '../overlay/overlay-transport';

const TIMEOUT_MS = 30_000;

/** This extension's pages, or its content script on a supported sportsbook page. */
function trustedSender(sender: MessageSender): boolean {
  const chrome = chromeApi();
  if (sender.id !== chrome.runtime.id || !sender.url) return false;
  if (sender.url.startsWith(chrome.runtime.getURL(''))) return true;
  try {
    const url = new URL(sender.url);
    return url.protocol === 'https:' && supportedSiteForHost(url.hostname) !== null;
  } catch {
    return false;
  }
}

async function callApi(request: TransportRequest): Promise<ApiReply> {
  const [origin, deviceId] = await Promise.all([apiOrigin(), extensionDeviceId()]);
  try {
    const res = await fetch(`${origin}${request.path}`, {
      method: request.method,
      headers: {
        ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...request.headers,
        'x-device-id': deviceId,
      },
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      credentials: 'omit',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { response: { status: res.status, statusText: res.statusText, body: await res.text() } };
  } catch (error) {
    return { networkError: error instanceof Error ? error.message : 'Failed to fetch' };
  }
}

chromeApi().runtime.onMessage.addListener((message, sender, sendResponse) => {
  // The in-page panel takes no key: it can only ask for the options page, where the key is typed.
  if (isOpenSettingsMessage(message) && trustedSender(sender)) {
    void chromeApi()
      .runtime.openOptionsPage()
      .catch(() => undefined);
    return undefined;
  }
  const request = allowedApiRequest(message);
  if (request === null || !trustedSender(sender)) return undefined;
  void callApi(request).then(sendResponse);
  // Answered asynchronously.
  return true;
});

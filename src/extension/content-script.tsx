/**
 * The content script. The browser runs it only on the supported sportsbooks' pages (the
 * manifest's match patterns, generated from src/shared/sportsbook-sites.ts), and it checks the
 * page's host name against the same list before doing anything: that is all it looks at. It never
 * reads the page's content.
 *
 * It adds an 'Open BetLens' button and the overlay panel in a CLOSED shadow root: the page's
 * scripts get no handle on either, and every call goes through the service worker with the key
 * kept in the extension's storage. The panel has no key field (a page's capture listeners would
 * hear it): without a licence it says where to enter one, the popup or the options page.
 */
import '../client/zod-jitless';
import { supportedSiteForHost, type SportsbookSite } from '@shared/sportsbook-sites';
import { mountOverlay } from '../overlay/mount-overlay';
import { PRODUCT_NAME } from './build-constants';
import { chromeApi } from './chrome-api';
import { createExtensionStorage, EXTENSION_STORAGE_KEYS } from './extension-storage';
import { createExtensionTransport } from './extension-transport';
import { isTabMessage, type SiteReply } from './messages';

function start(site: SportsbookSite): void {
  const host = document.createElement('div');
  host.setAttribute('data-betlens-extension', '');
  (document.body ?? document.documentElement).append(host);
  const chrome = chromeApi();
  const overlay = mountOverlay(host, {
    transport: createExtensionTransport(),
    storage: createExtensionStorage(),
    shadowMode: 'closed',
    launcherLabel: `Open ${PRODUCT_NAME}`,
    // The book the user is on is the one they can bet at here: cards add its best price.
    myBooks: [site.id],
    // The page hears every key typed in it: the key is typed in the popup or the options page only.
    keyEntry: {
      kind: 'extension',
      openSettings: () =>
        void chrome.runtime.sendMessage({ type: 'betlens:open-settings' }).catch(() => undefined),
    },
  });

  // A key entered (or removed) in the popup or the options page shows in an open panel at once.
  chrome.storage.onChanged.addListener((changes, areaName) => {
    if (areaName === 'local' && EXTENSION_STORAGE_KEYS.license in changes) overlay.reload();
  });

  // The popup asks which supported site this tab is on, and may ask to open the panel here.
  chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
    if (sender.id !== chrome.runtime.id || sender.tab !== undefined) return undefined;
    const reply: SiteReply = { site: site.name };
    if (isTabMessage(message, 'betlens:site')) sendResponse(reply);
    else if (isTabMessage(message, 'betlens:open')) {
      overlay.open();
      sendResponse(reply);
    }
    return undefined;
  });
}

const site = supportedSiteForHost(window.location.hostname);
if (site !== null && window.top === window) start(site);

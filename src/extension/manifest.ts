/**
 * The extension's manifest.json, built from the one list of sportsbook sites and the API origin
 * the build is for. One manifest for Chrome and Firefox (MV3): Chrome runs `service_worker` and
 * ignores `scripts` and `browser_specific_settings`; Firefox runs `scripts` as an event page.
 * Every permission is explained in docs/overlay.md.
 */
import { siteNamesText, SUPPORTED_SPORTSBOOK_SITES, supportedMatchPatterns } from '@shared/sportsbook-sites';

export const EXTENSION_ICON_SIZES = [16, 32, 48, 128] as const;

/** Host permissions a self-hoster's origin may be granted at run time (options page). */
export const OPTIONAL_HOST_PERMISSIONS = ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'];

/** The match pattern for an origin's whole site; no port, so it matches the origin's port too. */
export function originMatchPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

export interface ManifestInput {
  readonly productName: string;
  readonly version: string;
  readonly apiOrigin: string;
  /** Firefox's add-on id (an e-mail-like string). */
  readonly geckoId: string;
}

export function buildManifest({ productName, version, apiOrigin, geckoId }: ManifestInput) {
  const icons = Object.fromEntries(
    EXTENSION_ICON_SIZES.map((size) => [String(size), `icons/icon-${size}.png`]),
  );
  return {
    manifest_version: 3,
    name: `${productName}: NFL & College Football Picks`,
    short_name: productName,
    description: `Fair lines, edges and curated NFL and college football picks in a panel on ${siteNamesText(SUPPORTED_SPORTSBOOK_SITES)}.`,
    version,
    icons,
    action: { default_popup: 'popup.html', default_title: productName, default_icon: icons },
    options_ui: { page: 'options.html', open_in_tab: true },
    background: { service_worker: 'background.js', scripts: ['background.js'] },
    content_scripts: [
      { matches: supportedMatchPatterns(), js: ['content-script.js'], run_at: 'document_idle' },
    ],
    permissions: ['storage'],
    host_permissions: [originMatchPattern(apiOrigin)],
    optional_host_permissions: OPTIONAL_HOST_PERMISSIONS,
    minimum_chrome_version: '121',
    browser_specific_settings: {
      gecko: {
        id: geckoId,
        strict_min_version: '128.0',
        // The licence key is sent to the licence's own server to check it; nothing else leaves.
        data_collection_permissions: { required: ['authenticationInfo'] },
      },
    },
  };
}

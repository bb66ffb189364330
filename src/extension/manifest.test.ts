import { describe, expect, it } from 'vitest';
import { supportedMatchPatterns } from '@shared/sportsbook-sites';
import { buildManifest, originMatchPattern } from './manifest';

const manifest = buildManifest({
  productName: 'BetLens',
  version: '1.2.3',
  apiOrigin: 'https://betlens.app',
  geckoId: 'betlens-extension@betlens.app',
});

describe('the extension manifest', () => {
  it('runs the content script on the supported sportsbooks only, from the shared list', () => {
    expect(manifest.content_scripts).toEqual([
      { matches: supportedMatchPatterns(), js: ['content-script.js'], run_at: 'document_idle' },
    ]);
    const patterns = manifest.content_scripts[0]!.matches.join(' ');
    expect(patterns).not.toMatch(/caesars|espnbet|betrivers/);
  });

  it('asks for storage and the API origin only: no tabs, history, scripting or all-sites access', () => {
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.permissions).toEqual(['storage']);
    expect(manifest.host_permissions).toEqual(['https://betlens.app/*']);
    expect(JSON.stringify(manifest)).not.toMatch(
      /"(tabs|history|activeTab|scripting|webRequest|cookies)"|<all_urls>/,
    );
  });

  it('is one manifest for Chrome (service worker) and Firefox (event page, add-on id)', () => {
    expect(manifest.background).toEqual({ service_worker: 'background.js', scripts: ['background.js'] });
    expect(manifest.browser_specific_settings.gecko.id).toBe('betlens-extension@betlens.app');
    expect(manifest.version).toBe('1.2.3');
    expect(manifest.name.length).toBeLessThanOrEqual(45);
    expect(manifest.description.length).toBeLessThanOrEqual(132);
  });

  it("grants the API origin's whole site, whatever its port", () => {
    expect(originMatchPattern('http://127.0.0.1:5000')).toBe('http://127.0.0.1/*');
    expect(originMatchPattern('https://picks.example.com')).toBe('https://picks.example.com/*');
  });
});

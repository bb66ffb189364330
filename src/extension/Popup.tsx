/**
 * The toolbar popup: whether the active tab is a supported sportsbook (asked of the content
 * script, which runs only there: the popup never sees the tab's address), the licence (enter a
 * key, or its status and days remaining), this week's pick counts, the site and the settings.
 * It uses the overlay's calls and storage, so its answers match the panel's.
 */
import { useEffect, useState } from 'react';
import { picksWeek } from '@shared/calendar/football-weeks';
import type { PicksSport } from '@shared/league';
import { picksWindow } from '@shared/calendar/picks-window';
import { qualityPicks } from '@shared/calendar/pick-filters';
import {
  BLOCKED_SPORTSBOOK_SITES,
  siteNamesText,
  SUPPORTED_SPORTSBOOK_SITES,
} from '@shared/sportsbook-sites';
import type { StoredLicense } from '../client/storage';
import { fetchGames, isPlanForbidden } from '../overlay/overlay-api';
import type { OverlayEnv } from '../overlay/overlay-env';
import { pickCountText, SPORT_TABS } from '../overlay/PicksList';
import { PRODUCT_NAME } from './build-constants';
import { chromeApi } from './chrome-api';
import { apiOrigin } from './extension-storage';
import { isSiteReply } from './messages';
import { LicenseSection } from './LicenseSection';

export const NOT_SUPPORTED_TEXT = `${PRODUCT_NAME} is not supported on this site.`;

/** The supported site the active tab of the last focused browser window is on, or null. */
async function activeTabSite(): Promise<string | null> {
  const chrome = chromeApi();
  try {
    const win = await chrome.windows.getLastFocused({ windowTypes: ['normal'] });
    const [tab] = await chrome.tabs.query({ active: true, windowId: win.id });
    if (tab?.id === undefined) return null;
    const reply = await chrome.tabs.sendMessage(tab.id, { type: 'betlens:site' });
    return isSiteReply(reply) ? reply.site : null;
  } catch {
    // No content script there: not a supported sportsbook page.
    return null;
  }
}

async function openPanelInTab(): Promise<void> {
  const chrome = chromeApi();
  const win = await chrome.windows.getLastFocused({ windowTypes: ['normal'] });
  const [tab] = await chrome.tabs.query({ active: true, windowId: win.id });
  if (tab?.id !== undefined) await chrome.tabs.sendMessage(tab.id, { type: 'betlens:open' });
  window.close();
}

export function Popup({ env, now }: { env: OverlayEnv; now: () => Date }) {
  const [site, setSite] = useState<string | null | undefined>(undefined);
  const [license, setLicense] = useState<StoredLicense | null | undefined>(undefined);
  const [origin, setOrigin] = useState('');

  useEffect(() => {
    void activeTabSite().then(setSite);
    void apiOrigin().then(setOrigin);
  }, []);

  return (
    <main className="bx-popup">
      <header className="bx-header">
        <span className="bx-dot" aria-hidden="true" />
        <h1>{PRODUCT_NAME}</h1>
      </header>

      <section className="bx-section" aria-label="This site">
        {site === undefined ? (
          <p className="bx-muted">Checking this tab…</p>
        ) : site === null ? (
          <>
            <p className="bx-status bx-status-off">{NOT_SUPPORTED_TEXT}</p>
            <p className="bx-muted">
              It works on {siteNamesText(SUPPORTED_SPORTSBOOK_SITES)} sportsbook pages.{' '}
              {siteNamesText(BLOCKED_SPORTSBOOK_SITES)} block the overlay.
            </p>
          </>
        ) : (
          <>
            <p className="bx-status bx-status-on">Works on this page ({site}).</p>
            <button type="button" className="bx-button" onClick={() => void openPanelInTab()}>
              Open {PRODUCT_NAME} on this page
            </button>
          </>
        )}
      </section>

      <LicenseSection env={env} now={now} onLicense={setLicense} />

      {license ? <WeekPicks env={env} license={license} now={now} /> : null}

      <footer className="bx-footer">
        {origin ? (
          <a href={origin} target="_blank" rel="noopener noreferrer">
            Open the {PRODUCT_NAME} website
          </a>
        ) : null}
        <button type="button" className="bx-link" onClick={() => void chromeApi().runtime.openOptionsPage()}>
          Settings
        </button>
      </footer>
    </main>
  );
}

type Count = { state: 'loading' } | { state: 'done'; text: string } | { state: 'failed'; text: string };

/** This week's quality picks per league, as the panel counts them. */
function WeekPicks({ env, license, now }: { env: OverlayEnv; license: StoredLicense; now: () => Date }) {
  const [counts, setCounts] = useState<Record<PicksSport, Count>>({
    nfl: { state: 'loading' },
    college: { state: 'loading' },
  });

  useEffect(() => {
    let live = true;
    const dateWindow = picksWindow(now());
    for (const tab of SPORT_TABS) {
      fetchGames(env, { sport: tab.id, window: dateWindow, licenseKey: license.licenseKey }).then(
        (games) => {
          const count = qualityPicks(games.games).length;
          const text = count === 0 ? 'No Picks This Week' : pickCountText(count);
          if (live) setCounts((current) => ({ ...current, [tab.id]: { state: 'done', text } }));
        },
        (error: unknown) => {
          const text = isPlanForbidden(error)
            ? `Your plan does not include ${tab.name} picks.`
            : 'Failed to load picks';
          if (live) setCounts((current) => ({ ...current, [tab.id]: { state: 'failed', text } }));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [env, license.licenseKey, now]);

  return (
    <section className="bx-section" aria-labelledby="bx-picks-title">
      <h2 id="bx-picks-title">This Week&apos;s Picks</h2>
      <ul className="bx-counts">
        {SPORT_TABS.map((tab) => {
          const count = counts[tab.id];
          return (
            <li key={tab.id}>
              <span className="bx-league">
                {tab.label} · Week {picksWeek(tab.id, now())}
              </span>
              <span className={count.state === 'failed' ? 'bx-muted' : undefined}>
                {count.state === 'loading' ? 'Loading picks...' : count.text}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

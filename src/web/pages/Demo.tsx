/**
 * /demo 'College Football Central' (visitor spec section 2, "Demo page"): a mock sportsbook page
 * with three sample games, an 'Open Analysis' button that opens the real overlay on this page
 * (same origin) and the bookmarklet install steps. The overlay is a separate chunk, loaded on the
 * first click, so this page's first load stays small.
 */
import { Icon } from '../../client/icon';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { OverlayHandle } from '../../overlay';
import type { PublicConfig } from '@shared/api/public-config';
import { SiteHeader } from '../components/SiteHeader';
import { SiteFooter } from '../components/SiteFooter';
import { BookmarkletButton } from '../components/BookmarkletButton';
import { Button } from '../components/ui/button';
import { usePublicConfig } from '../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../client/public-config-guard';
import { useDocumentTitle } from '../lib/use-document-title';
import { toast } from '../lib/use-toast';
import { useSession } from '../session/SessionProvider';
import { SAMPLE_GAMES, type SampleGame, type SampleLine } from './demo/sample-games';

const DEMO_TITLE = 'College Football Central';

export function Demo() {
  const config = usePublicConfig().data;
  const name = config?.productName || DEFAULT_PRODUCT_NAME;
  useDocumentTitle(`${DEMO_TITLE} (Demo) | ${name}`);
  const openOverlay = useOverlay(config);

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <section aria-labelledby="demo-title">
          <div className="mx-auto grid max-w-6xl gap-5 px-4 pt-10 pb-8 sm:px-6 sm:pt-14">
            <p className="inline-flex items-center gap-2 justify-self-start rounded-full border border-amber-400/40 bg-amber-400/10 px-3 py-1 text-sm font-medium text-amber-200">
              Demo page: a pretend sportsbook
            </p>
            <h1
              id="demo-title"
              className="text-3xl font-black tracking-tight text-balance text-white sm:text-5xl"
            >
              {DEMO_TITLE}
            </h1>
            <p className="max-w-2xl text-base leading-relaxed text-pretty text-slate-300 sm:text-lg">
              This page stands in for your sportsbook. Open the analysis to see the {name} panel exactly as it
              appears on top of a sportsbook page: this week&apos;s curated picks, each sportsbook priced
              against the market&apos;s fair line (no-vig).
            </p>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button size="lg" className="w-full sm:w-auto" onClick={openOverlay}>
                <Icon className="size-5">
                  <path d="M4 18l5-5 4 3 7-9M15 7h5v5" />
                </Icon>
                Open Analysis
              </Button>
              <p className="text-sm text-slate-400">Opens the panel on the right, as the bookmarklet does.</p>
            </div>
          </div>
        </section>

        <SampleBoard />
        <InstallSteps name={name} />
      </main>
      <SiteFooter />
    </div>
  );
}

/** Mounts the overlay on first use (lazy chunk) and opens it; unmounts it when the page goes. */
function useOverlay(config: PublicConfig | undefined): (event: MouseEvent<HTMLButtonElement>) => void {
  const { refresh } = useSession();
  const overlay = useRef<OverlayHandle | null>(null);
  // A second click while the chunk loads waits for the first; nothing on the page shows it.
  const loading = useRef(false);

  useEffect(
    () => () => {
      overlay.current?.unmount();
      overlay.current = null;
    },
    [],
  );

  return (event) => {
    const button = event.currentTarget;
    if (overlay.current) {
      overlay.current.open(button);
      return;
    }
    if (loading.current) return;
    loading.current = true;
    import('../../overlay')
      .then(({ mountOverlayOnPage }) => {
        if (overlay.current === null) {
          // Outside React's tree: the overlay owns its host element and shadow root.
          overlay.current = mountOverlayOnPage({
            apiBase: '',
            publicConfig: config ?? null,
            // The overlay saved the licence where the site keeps it: let the header catch up.
            onLicenseVerified: () => void refresh(),
          });
        }
        overlay.current.open(button);
      })
      .catch(() => {
        toast({
          title: 'Error',
          description: 'Could not open the analysis panel. Please check your connection and try again.',
          variant: 'destructive',
        });
      })
      .finally(() => {
        loading.current = false;
      });
  };
}

function SampleBoard() {
  return (
    <section aria-labelledby="board-title" className="mx-auto w-full max-w-6xl px-4 pb-10 sm:px-6">
      <div className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900/70">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-800 bg-slate-900 px-4 py-3 sm:px-6">
          <h2 id="board-title" className="text-lg font-bold text-white">
            Featured College Games
          </h2>
          <span className="rounded-full bg-amber-400/15 px-2.5 py-0.5 text-xs font-semibold text-amber-200 ring-1 ring-amber-400/40">
            Sample lines
          </span>
        </div>
        <p className="border-b border-slate-800 px-4 py-3 text-sm text-slate-300 sm:px-6">
          Sample games for illustration only: these matchups and lines are not live odds and not our analysis.
          The panel shows the real picks.
        </p>
        <ul className="grid gap-4 p-4 sm:p-6 lg:grid-cols-3">
          {SAMPLE_GAMES.map((game) => (
            <li key={game.id}>
              <SampleGameCard game={game} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SampleGameCard({ game }: { game: SampleGame }) {
  const titleId = `${game.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid h-full gap-3 rounded-xl border border-slate-800 bg-slate-950/70 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-400">{game.kickoff}</p>
        <span className="rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold text-slate-300">
          Sample
        </span>
      </div>
      <h3 id={titleId} className="sr-only">
        Sample game: {game.away.team} at {game.home.team}
      </h3>
      <table className="w-full table-fixed border-separate border-spacing-y-1.5 text-sm">
        <caption className="sr-only">
          Sample lines: {game.away.team} at {game.home.team}
        </caption>
        <thead>
          <tr className="text-xs text-slate-400">
            <th scope="col" className="text-left font-medium">
              Team
            </th>
            <th scope="col" className="w-16 text-center font-medium">
              Spread
            </th>
            <th scope="col" className="w-16 text-center font-medium">
              Total
            </th>
            <th scope="col" className="w-14 text-center font-medium">
              Money
            </th>
          </tr>
        </thead>
        <tbody>
          {[game.away, game.home].map((side) => (
            <tr key={side.team}>
              <th scope="row" className="pr-2 text-left leading-snug font-semibold text-white">
                {side.team}
              </th>
              <OddsCell line={side.spread} />
              <OddsCell line={side.total} />
              <td className="px-0.5">
                <span className="grid h-12 place-items-center rounded-lg bg-slate-800/80 font-semibold text-slate-100 tabular-nums">
                  {side.moneyline}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

function OddsCell({ line }: { line: SampleLine }) {
  return (
    <td className="px-0.5">
      <span className="grid h-12 place-content-center rounded-lg bg-slate-800/80 text-center tabular-nums">
        <span className="font-semibold text-slate-100">{line.line}</span>
        <span className="text-xs text-slate-400">{line.price}</span>
      </span>
    </td>
  );
}

function InstallSteps({ name }: { name: string }) {
  return (
    <section aria-labelledby="install-title" className="mx-auto w-full max-w-6xl px-4 pb-14 sm:px-6">
      <div className="grid gap-6 rounded-2xl border border-slate-800 bg-slate-900/50 p-5 sm:p-8">
        <div className="grid gap-2">
          <h2 id="install-title" className="text-2xl font-bold text-white">
            Use it on your sportsbook
          </h2>
          <p className="text-slate-300">
            Install the {name} bookmarklet once; it works on any sportsbook site.
          </p>
        </div>
        <ol className="grid gap-5 md:grid-cols-3">
          <Step number={1} title="Drag the button to your bookmarks bar">
            <p>Show your bookmarks bar, then drag this button onto it.</p>
            <BookmarkletButton className="mt-1 w-full sm:w-auto">{name} Picks</BookmarkletButton>
          </Step>
          <Step number={2} title="Click it on a sportsbook page">
            <p>Open your sportsbook, then click the bookmark: the picks panel slides in on the right.</p>
          </Step>
          <Step number={3} title="Enter your license key">
            <p>
              The first time on each site, enter the license key from your purchase e-mail. No key yet? Start
              the free trial from the panel.
            </p>
          </Step>
        </ol>
      </div>
    </section>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="grid content-start gap-2 text-sm leading-relaxed text-slate-300">
      <span
        aria-hidden="true"
        className="inline-flex size-9 items-center justify-center rounded-full bg-emerald-500/15 font-bold text-emerald-300 ring-1 ring-emerald-500/40"
      >
        {number}
      </span>
      <h3 className="text-base font-semibold text-white">
        <span className="sr-only">Step {number}: </span>
        {title}
      </h3>
      {children}
    </li>
  );
}

export default Demo;

/**
 * The parts every pick card on the site is built from, in reading order: the head (kickoff, sport,
 * matchup, the one tier badge), the lead line a bettor can act on, and the details behind a tap
 * (each number named, its method one more tap away, every book). GameCard and ApprovedGameCard
 * compose them so the two lists read the same; other elements (ATS badge, banners) slot in between.
 */
import type { ReactNode } from 'react';
import type { Game, MarketLine } from '@shared/api/games';
import { explanationCredit, explanationLabel, recommendationTierStyle } from '@shared/display/labels';
import { CURATED_LABEL, isCurated } from '@shared/curation/visible-picks';
import {
  OFF_MARKET_LABEL,
  betSubject,
  edgeTone,
  leadLine,
  pickLine,
  showsTier,
  signedPercent,
  signedPrice,
  type EdgeTone,
} from '@shared/display/pick-line';
import { expertContext, pickDetails } from '@shared/display/pick-details';
import { MY_BOOKS_LABEL, myBooksLine } from '@shared/market/best-at-books';
import { useMyBooks } from '../../lib/use-odds-preferences';
import { cn } from '../../lib/cn';
import { Badge } from './picks-ui';
import { bookLabel } from '@shared/display/book-label';
import { kickoffText } from '@shared/calendar/eastern-time';
import { priceWithAgeText, publishedVsLiveText, staleSinceText } from '@shared/display/price-age';
import { PriceAge, PriceAgeAfter, usePriceNow } from '../market/PriceAge';

export const EDGE_TONE_CLASSES: Record<EdgeTone, string> = {
  positive: 'text-emerald-300',
  neutral: 'text-slate-300',
  negative: 'text-red-300',
};

/** Kickoff · sport on the left, the one tier badge on the right, the matchup under them. */
export function PickHead({
  game,
  titleId,
  titleAs: Title = 'h3',
  extra,
}: {
  game: Game;
  titleId: string;
  titleAs?: 'h3' | 'h4';
  /** Beside the kickoff: 'Neutral site' and the like. */
  extra?: string;
}) {
  return (
    <div className="grid gap-0.5">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 text-xs text-slate-400">
          <time dateTime={game.commenceTime}>{kickoffText(game.commenceTime)}</time>
          <span aria-hidden="true">·</span>
          <span>{game.sport}</span>
          {extra ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{extra}</span>
            </>
          ) : null}
        </p>
        <div className="ml-auto flex min-w-0 flex-wrap justify-end gap-1.5">
          {isCurated(game.curationStatus) ? <Badge tone="blue">{CURATED_LABEL}</Badge> : null}
          <TierBadge game={game} />
          <PriceStaleBadge game={game} />
        </div>
      </div>
      <Title id={titleId} className="text-sm font-semibold break-words text-slate-200">
        {game.awayTeam} @ {game.homeTeam}
      </Title>
    </div>
  );
}

/** The pick's one tier badge (STRONG BUY pulses); none for an off-market or stale lead price. */
export function TierBadge({ game }: { game: Game }) {
  if (!showsTier(game) || game.priceStaleSince !== null) return null;
  const tier = recommendationTierStyle(game.recommendationTier);
  return (
    <Badge tone={tier.tone} className="whitespace-nowrap" data-tier-badge>
      {tier.pulse ? (
        <span aria-hidden="true" className="relative flex size-2">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-300 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex size-2 rounded-full bg-emerald-300" />
        </span>
      ) : null}
      {tier.text}
    </Badge>
  );
}

/**
 * Where the tier badge would be: 'price stale since 14:05 ET: check the book' once the lead price
 * stopped being a live edge (the server then serves no tier and no units).
 */
export function PriceStaleBadge({ game }: { game: Game }) {
  if (game.priceStaleSince === null) return null;
  return (
    <Badge tone="amber" className="text-left whitespace-normal" data-price-stale-since={game.priceStaleSince}>
      {staleSinceText(game.priceStaleSince)}
    </Badge>
  );
}

/** The game as its lead line reads it: a lead price judged stale since some time claims no edge. */
function judgedLead(game: Game): Game {
  const lead = leadLine(game);
  if (game.priceStaleSince === null || !lead || lead.stale) return game;
  return { ...game, leadBet: { ...lead, stale: true } };
}

/**
 * 'South Carolina +3.5 −110 · DraftKings · 40 s ago · fair +2.5 · +3.1% · 1u', the bet itself in
 * bold; a published pick then shows its published bet beside the live price.
 */
export function PickLeadLine({ game }: { game: Game }) {
  const line = pickLine(judgedLead(game), bookLabel);
  if (!line) return <p className="text-sm text-slate-400">No sportsbook line</p>;
  return (
    <>
      <LeadLine line={line} />
      <PublishedVsLive game={game} />
      <MyBooksNote game={game} />
    </>
  );
}

/** 'Published: Colts +7 (-110) (+1.7%) · now +6.5 −110 at FanDuel (−2.3%) · 40 s ago' (curated picks). */
export function PublishedVsLive({ game }: { game: Game }) {
  if (game.publishedBet === null) return null;
  const text = publishedVsLiveText(game.publishedBet, game.livePrice);
  return (
    <p data-published-vs-live={text} className="text-sm text-slate-300">
      {text}
      {game.livePrice ? <PriceAgeAfter asOf={game.livePrice.fetchedAt} stale={game.livePrice.stale} /> : null}
    </p>
  );
}

/**
 * "Best at your books" under the lead line, when the user chose their books on the odds screen
 * (kept per device) and the lead price is at none of them.
 */
export function MyBooksNote({ game }: { game: Game }) {
  const { books } = useMyBooks();
  const note = myBooksLine(game, books, bookLabel);
  if (!note) return null;
  return (
    <p data-my-books-line={note.text} className="text-sm text-slate-300">
      {note.detail ? (
        <>
          <span className="font-semibold text-slate-100">{MY_BOOKS_LABEL}:</span> {note.detail}
        </>
      ) : (
        note.text
      )}
    </p>
  );
}

function LeadLine({ line }: { line: NonNullable<ReturnType<typeof pickLine>> }) {
  const now = usePriceNow();
  const asOf = line.book.fetchedAt;
  return (
    <p
      data-pick-line={line.text}
      data-price-with-age={now ? priceWithAgeText(line.bookName, line.price, asOf, now) : undefined}
      className="grid gap-0.5 text-sm leading-snug"
    >
      <span className="text-base font-bold text-white">
        {line.bet} <span className="tabular-nums">{line.price}</span>
      </span>
      <span className="flex flex-wrap items-baseline gap-x-1.5">
        {/* The bet stands on its own row; the separator stays in the text for copy and tests. */}
        <Dot className="hidden" />
        <span className="text-slate-300">{line.bookName}</span>
        {now ? (
          <>
            <Dot />
            <PriceAge asOf={asOf} stale={line.stale} className="text-sm" />
          </>
        ) : null}
        {line.fair ? (
          <>
            <Dot />
            <span className="text-slate-400 tabular-nums">{line.fair}</span>
          </>
        ) : null}
        {line.offMarket ? (
          <>
            <Dot />
            <span className="font-semibold text-amber-300">{OFF_MARKET_LABEL}</span>
          </>
        ) : line.stale ? (
          <>
            <Dot />
            <span className="text-amber-300">stale price</span>
          </>
        ) : (
          <>
            {line.edge ? (
              <>
                <Dot />
                <span className={cn('font-semibold tabular-nums', EDGE_TONE_CLASSES[line.edgeTone])}>
                  {line.edge}
                </span>
              </>
            ) : null}
            {line.units ? (
              <>
                <Dot />
                <span className="font-semibold text-slate-100">{line.units}</span>
              </>
            ) : null}
          </>
        )}
      </span>
    </p>
  );
}

function Dot({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cn('text-slate-600', className)}>
      ·
    </span>
  );
}

/** The named lines (posted, fair with its method, ratings), the ratings lean and the pricing basis. */
export function NamedLines({ game }: { game: Game }) {
  const details = pickDetails(game);
  const context = expertContext(game);
  return (
    <div className="grid gap-2 text-sm">
      {details.lines.length > 0 ? (
        <dl className="grid gap-1.5">
          {details.lines.map((line) => (
            <div key={line.label} className="grid gap-0.5 rounded-lg bg-slate-950/60 px-3 py-2">
              <dt className="text-xs text-slate-400">{line.label}</dt>
              <dd className="font-semibold text-white tabular-nums">{line.value}</dd>
              {line.method ? (
                <dd>
                  <details className="text-xs text-slate-400">
                    <summary className="cursor-pointer text-sky-300 hover:text-sky-200">
                      How it is made
                    </summary>
                    <p className="pt-1">{line.method}</p>
                  </details>
                </dd>
              ) : null}
            </div>
          ))}
        </dl>
      ) : null}
      {details.lean ? (
        <div
          className="grid gap-0.5 rounded-lg border border-sky-900/60 px-3 py-2"
          data-testid="ratings-lean"
        >
          <p className="text-sky-200">
            {details.lean} <span className="text-xs text-slate-400">(an opinion, not an edge)</span>
          </p>
          {details.leanRecord ? <p className="text-xs text-slate-400">{details.leanRecord}</p> : null}
        </div>
      ) : null}
      {details.ratingsFreshness ? (
        <p
          className={cn('text-xs', game.ratingsOutOfDate ? 'text-amber-300' : 'text-slate-400')}
          data-testid="ratings-freshness"
        >
          {details.ratingsFreshness}
        </p>
      ) : null}
      {context ? (
        <p className="text-xs text-slate-300" data-testid="expert-context">
          {context}
        </p>
      ) : null}
      {details.pricedAgainst ? <p className="text-xs text-slate-400">{details.pricedAgainst}</p> : null}
    </div>
  );
}

/**
 * Every book quoting one market of the game: its bet, price, fair price and edge, coloured by what
 * the edge says.
 */
export function SportsbookList({
  label,
  lines,
}: {
  /** The list's accessible name ('All sportsbooks: total'). */
  label: string;
  lines: readonly MarketLine[];
}) {
  return (
    <ul aria-label={label} className="grid gap-1.5">
      {lines.map((line) => (
        <li
          key={`${line.key}-${line.side}`}
          className="grid gap-0.5 rounded-lg border border-slate-800 bg-slate-950/60 px-3 py-2 text-sm"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold text-white">{bookLabel(line)}</span>
            {line.offMarket ? (
              <span className="text-xs font-semibold text-amber-300">{OFF_MARKET_LABEL}</span>
            ) : line.stale ? (
              <Badge tone="amber">Stale price</Badge>
            ) : (
              <span className={cn('font-semibold tabular-nums', EDGE_TONE_CLASSES[edgeTone(line.edge)])}>
                {signedPercent(line.edge)} edge
              </span>
            )}
          </div>
          <p className="text-slate-300 tabular-nums">
            {betSubject(line)} {signedPrice(line.price)}
            <PriceAgeAfter asOf={line.fetchedAt} stale={line.stale} />
            {line.fairPrice !== undefined ? (
              <span className="text-slate-400"> · fair price {signedPrice(line.fairPrice)}</span>
            ) : null}
          </p>
          {line.insight && line.insight !== OFF_MARKET_LABEL ? (
            <p className="text-xs text-slate-400">{line.insight}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A titled block inside a card's details. */
export function DetailSection({
  title,
  note,
  children,
}: {
  title: string;
  /** A line under the title: the AI writer's credit and the like. */
  note?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <p className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{title}</p>
      {note ? <p className="text-xs text-slate-400">{note}</p> : null}
      {children}
    </div>
  );
}

/** The written analysis, titled by who wrote it: 'AI Analysis' (credited) or 'Model notes'. */
export function AnalysisSection({ game, children }: { game: Game; children: ReactNode }) {
  return (
    <DetailSection
      title={explanationLabel(game.explanationSource)}
      note={explanationCredit(game.explanationSource)}
    >
      {children}
    </DetailSection>
  );
}

/**
 * The landing page's compact track record: the season's overall and per-league record from
 * /api/record (never constants), with a link to the full /record page. While the odds are a replay it
 * is labelled a demo record (src/shared/display/replay-copy.ts). Before the first graded
 * pick it says so. While it loads, three card-sized placeholders hold the cards' place, and the
 * copy above them does not depend on the answer, so nothing moves when the figures arrive; a
 * failed load says so in the same place.
 */
import { Link } from 'wouter';
import { noGradedPicksText, recordIntroText } from '@shared/display/replay-copy';
import { useRecord } from '../../lib/picks-api';
import { usePublicConfig } from '../../lib/public-config';
import { buttonClasses } from '../ui/button';
import { RecordSummaryCard } from './RecordSummaryCard';

export function LandingRecord() {
  const record = useRecord();
  // A record graded from the offline replay is a demo record, never "this season".
  const config = usePublicConfig();
  const replay = config.data?.replay ?? null;
  const simulated = record.data?.simulated ?? false;
  // The intro depends on both answers; until both are in, its lines are reserved (no layout shift).
  const known = config.data !== undefined && !record.isPending;

  return (
    <section aria-labelledby="landing-record-title" className="border-t border-slate-800/80 bg-slate-950">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <h2
              id="landing-record-title"
              className="text-2xl font-black tracking-tight text-white sm:text-3xl"
            >
              Our Track Record
            </h2>
            <p className="min-h-[4.5rem] text-slate-400 sm:min-h-12">
              {known ? recordIntroText(replay, simulated) : null}
            </p>
          </div>
          <Link href="/record" className={buttonClasses('outline', 'md')}>
            See every graded pick
          </Link>
        </div>
        {record.isPending ? (
          <div role="status" aria-live="polite" className="grid gap-4 md:grid-cols-3">
            {/* The height of a compact RecordSummaryCard. */}
            {[0, 1, 2].map((index) => (
              <div key={index} className="h-[162px] rounded-2xl border border-slate-800 bg-slate-900/40" />
            ))}
            <span className="sr-only">Loading track record...</span>
          </div>
        ) : record.isError ? (
          <p className="rounded-2xl border border-slate-800 bg-slate-900/70 p-6 text-slate-300">
            The track record could not be loaded right now.
          </p>
        ) : record.data.overall.graded === 0 ? (
          <p className="rounded-2xl border border-slate-800 bg-slate-900/70 p-6 text-slate-300">
            {noGradedPicksText(replay, simulated)}
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-3">
            <RecordSummaryCard title="Overall" summary={record.data.overall} compact />
            <RecordSummaryCard title="NFL" summary={record.data.leagues.nfl} compact />
            <RecordSummaryCard title="College Football" summary={record.data.leagues.cfb} compact />
          </div>
        )}
        <p className="min-h-4 text-xs text-slate-400">
          {record.data?.simulated
            ? 'Graded on the demo sportsbooks of the offline replay (simulated prices).'
            : null}
        </p>
      </div>
    </section>
  );
}

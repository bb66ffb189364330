/**
 * The public track record (/record): the season's summary overall and per league, and every graded
 * pick with its frozen bet, result, score, closing line and CLV, losses included. A season selector
 * lists the seasons the server has; a note says so when the record comes from the demo books.
 */
import { useId, useState } from 'react';
import type { PublishedPick } from '@shared/api/record';
import { useRecord } from '../../lib/picks-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductName, usePublicConfig } from '../../lib/public-config';
import { noGradedPicksText, recordTitle, type ReplayInfo } from '@shared/display/replay-copy';
import { PicksPageShell, FilterBar } from '../../components/picks/PicksPageShell';
import { RecordSummaryCard } from '../../components/picks/RecordSummaryCard';
import { RecordPicksTable } from '../../components/picks/RecordPicksTable';
import { ErrorState, LoadingState, PageLinks, StatePanel } from '../../components/picks/picks-ui';
import { fieldClass, fieldLabelClass } from '../../components/picks/field-classes';
import { stampText } from '@shared/calendar/eastern-time';

const HEADER_LINKS = [
  { href: '/betting-trends', label: 'Betting Trends' },
  { href: '/', label: 'Home' },
] as const;

export default function Record() {
  const name = useProductName();
  useDocumentTitle(`Track Record | ${name}`);
  const [season, setSeason] = useState<number | undefined>(undefined);
  const record = useRecord(season);
  const seasonId = useId();
  const replay = usePublicConfig().data?.replay ?? null;

  return (
    <PicksPageShell
      title="Track Record"
      subtitle={<p>Every published pick, graded against the final score. Wins, losses and pushes.</p>}
      links={<PageLinks label="Track record" links={HEADER_LINKS} />}
    >
      {record.isPending ? (
        <LoadingState text="Loading track record..." />
      ) : record.isError ? (
        <ErrorState
          text="Failed to load the track record"
          hint="Please try again later"
          error={record.error}
          retrying={record.isFetching}
          onRetry={() => void record.refetch()}
        />
      ) : (
        <>
          <FilterBar>
            <div className="grid gap-1.5">
              <label htmlFor={seasonId} className={fieldLabelClass}>
                {/* The replay moves its dates into this season: say that the year is the moved one. */}
                {replay ? 'Season (replayed dates)' : 'Season'}
              </label>
              <select
                id={seasonId}
                value={record.data.season}
                onChange={(event) => setSeason(Number(event.target.value))}
                className={fieldClass}
              >
                {(record.data.seasons.includes(record.data.season)
                  ? record.data.seasons
                  : [record.data.season, ...record.data.seasons]
                ).map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </div>
            <p className="text-sm text-slate-400 lg:self-center">
              Updated {stampText(record.data.updatedAt)}
            </p>
          </FilterBar>

          {record.data.simulated ? (
            <p className="rounded-xl border border-amber-500/30 bg-amber-500/5 px-4 py-3 text-sm text-amber-200">
              This record comes from the offline replay: prices are from simulated demo sportsbooks, labelled
              &ldquo;(demo)&rdquo;, and the scores are real past results.
            </p>
          ) : null}

          <section aria-labelledby="season-summary-title" className="grid gap-4">
            <h2 id="season-summary-title" className="text-2xl font-bold text-white">
              {recordTitle(record.data.season, replay, record.data.simulated)}
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              <RecordSummaryCard title="Overall" summary={record.data.overall} />
              <RecordSummaryCard title="NFL" summary={record.data.leagues.nfl} />
              <RecordSummaryCard title="College Football" summary={record.data.leagues.cfb} />
            </div>
          </section>

          <GradedPicks
            picks={record.data.picks}
            season={record.data.season}
            replay={replay}
            simulated={record.data.simulated}
          />
        </>
      )}
    </PicksPageShell>
  );
}

function GradedPicks({
  picks,
  season,
  replay,
  simulated,
}: {
  picks: readonly PublishedPick[];
  season: number;
  replay: ReplayInfo | null;
  simulated: boolean;
}) {
  const graded = picks.filter((pick) => pick.grade !== null);
  const demo = replay !== null || simulated;
  return (
    <section aria-labelledby="graded-picks-title" className="grid gap-4">
      <h2 id="graded-picks-title" className="text-2xl font-bold text-white">
        Graded Picks ({graded.length})
      </h2>
      {graded.length === 0 ? (
        <StatePanel role="status">{noGradedPicksText(replay, simulated)}.</StatePanel>
      ) : (
        <RecordPicksTable
          picks={graded}
          caption={
            demo
              ? `Graded picks of the ${recordTitle(season, replay, simulated)}`
              : `Graded picks of the ${season} season`
          }
        />
      )}
    </section>
  );
}

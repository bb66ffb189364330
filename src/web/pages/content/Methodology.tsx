/**
 * The methodology page (/methodology, issue 11 section 4): what the published backtest measured —
 * ratings MAE against the closing and opening lines, closing-line value, the ratings' record against
 * the spread by disagreement tier, the calibration charts — and what that means for a bettor. Every
 * figure comes from src/shared/model/backtest-figures.json (written by `npm run backtest:figures`)
 * through src/shared/display/backtest-display.ts, so a re-measured backtest changes numbers and words
 * alike. The charts are the backtest's own SVGs (docs/calibration-*.svg, copied to public/methodology).
 */
import { Link } from 'wouter';
import type { LeagueFigures } from '@shared/model/backtest-figures';
import { PUBLISHED_FIGURES } from '@shared/model/published-figures';
import {
  breakEvenRate,
  calibrationChartUrl,
  figuresLeagueName,
  leagueVerdicts,
  maeRows,
  overallVerdict,
  percentWithSe,
} from '@shared/display/backtest-display';
import {
  EDGE_DEFINITION,
  FAIR_LINE_LABEL,
  RATINGS_LINE_LABEL,
  publishedLeanRecords,
} from '@shared/display/market-lines';
import { STANDARD_PRICE } from '@shared/display/education-figures';
import { formatAmericanOdds } from '@shared/odds/american-odds';
import { AtsTierTable } from '../../components/methodology/AtsTierTable';
import { CaptionedTable, RowHeader, TABLE_CELL } from '../../components/ui/captioned-table';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductName } from '../../lib/public-config';
import { Card, ContentSection, ContentShell, Prose } from './content-ui';
import { useScrollToHash } from './use-scroll-to-hash';

const LEAGUES: readonly LeagueFigures[] = [PUBLISHED_FIGURES.leagues.nfl, PUBLISHED_FIGURES.leagues.cfb];
const PRICE = formatAmericanOdds(STANDARD_PRICE);
const BREAK_EVEN = `${(100 * breakEvenRate()).toFixed(1)}%`;

const leagueTitle = (league: LeagueFigures) => `${figuresLeagueName(league)} ${league.from}–${league.to}`;

export default function Methodology() {
  const name = useProductName();
  useDocumentTitle(`Methodology | ${name}`);
  useScrollToHash();
  return (
    <ContentShell
      eyebrow="How we measure ourselves"
      title="Methodology"
      intro={
        <p>
          What the {RATINGS_LINE_LABEL} are worth, measured walk-forward on past seasons and published as
          measured, including where they fall short.
        </p>
      }
    >
      <ContentSection id="two-lines" title="Two lines, one edge">
        <Prose>
          <p>
            Every game shows the <strong>{FAIR_LINE_LABEL}</strong> — the books&apos; own consensus with the
            juice taken out — and the <strong>{RATINGS_LINE_LABEL}</strong> line, our own opinion from team
            ratings. {EDGE_DEFINITION} The ratings are a separate opinion: where they differ from the fair
            line the card shows a <em>lean</em>, with its measured record beside it, never units or a tier.
          </p>
          <ul>
            {publishedLeanRecords().map((record) => (
              <li key={record}>{record}.</li>
            ))}
          </ul>
          <p>
            The ratings only ever saw games played before the one they priced (never that game&apos;s opening
            or closing line). Every figure below comes from the same backtest run that draws the charts; the
            terms are explained in <Link href="/betting-101">Betting 101</Link>.
          </p>
        </Prose>
      </ContentSection>

      <ContentSection id="accuracy" title="How close the ratings get">
        <Prose>
          <p>
            Mean absolute error: how many points, on average, a line misses the final margin by. Lower is
            better. The closing line is the market&apos;s last and best number; the opening line its first.
          </p>
        </Prose>
        <div className="grid gap-4 lg:grid-cols-2">
          {LEAGUES.map((league) => (
            <MaeTable key={league.league} league={league} />
          ))}
        </div>
      </ContentSection>

      <ContentSection id="closing-line-value" title="Closing-line value">
        <Prose>
          <p>
            A sharp opinion moves the market: when it disagrees with the opening line, the line tends to move
            its way by kickoff. So we counted how often the line moved toward the ratings after they disagreed
            with the opener.
          </p>
        </Prose>
        <div className="grid gap-4 md:grid-cols-2">
          {LEAGUES.map((league) => (
            <ClvCard key={league.league} league={league} />
          ))}
        </div>
      </ContentSection>

      <ContentSection id="against-the-spread" title="Against the spread, by disagreement">
        <Prose>
          <p>
            Betting the side the ratings prefer at {PRICE} (break-even {BREAK_EVEN}), split by how many points
            the ratings disagreed with the line. ± is one standard error: results within about two of them of
            the break-even are what chance alone produces. <strong>{overallVerdict(LEAGUES)}</strong>
          </p>
        </Prose>
        <div className="grid max-w-4xl gap-4">
          {LEAGUES.map((league) => (
            <AtsTierTable
              key={league.league}
              caption={`${leagueTitle(league)}, against the closing line`}
              tiers={league.atsVsClose}
            />
          ))}
          {LEAGUES.map((league) =>
            league.atsVsOpen ? (
              <AtsTierTable
                key={`${league.league}-open`}
                caption={`${openerTitle(league)}, against the opening line`}
                tiers={league.atsVsOpen}
              />
            ) : null,
          )}
        </div>
      </ContentSection>

      <ContentSection id="calibration" title="Calibration">
        <Prose>
          <p>
            When the ratings say a side covers 60% of the time, does it? Each chart groups games by the
            ratings&apos; cover probability (after a walk-forward calibration) and plots how often those sides
            actually covered, with 95% intervals. Points on the diagonal mean the probabilities can be taken
            at face value; the ratings&apos; forecasts stay close to 50%, because once the closing line is
            known they add little.
          </p>
        </Prose>
        <div className="grid gap-4 md:grid-cols-2">
          {LEAGUES.map((league) => (
            <figure key={league.league} className="grid gap-2">
              <img
                src={calibrationChartUrl(league)}
                alt={`${leagueTitle(league)} cover-probability calibration chart: predicted against actual cover rate, ${league.games.toLocaleString('en-US')} games.`}
                width={640}
                height={600}
                loading="lazy"
                className="h-auto w-full rounded-2xl border border-slate-800 bg-white"
              />
              <figcaption className="text-sm text-slate-400">{leagueTitle(league)}</figcaption>
            </figure>
          ))}
        </div>
      </ContentSection>

      <ContentSection id="what-it-means" title="What this means for you">
        <Card>
          <ul className="grid list-disc gap-3 pl-5 leading-relaxed text-slate-300">
            {LEAGUES.flatMap((league) => leagueVerdicts(league)).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </Card>
        <Prose>
          <p>
            In plain words: the {RATINGS_LINE_LABEL} are a reasonable second opinion, but they have not beaten
            the market&apos;s closing line, so bets are priced against the market&apos;s fair line alone and a
            ratings lean is never called an edge. What {name} can honestly offer is the market&apos;s fair
            price and the books that beat it — the best number on the board — with a measured, published
            record. Bet only what you can afford to lose.
          </p>
        </Prose>
      </ContentSection>
    </ContentShell>
  );
}

function MaeTable({ league }: { league: LeagueFigures }) {
  const rows = maeRows(league);
  const caption = `${leagueTitle(league)}: average miss in points`;
  return (
    <div className="grid content-start gap-2">
      <h3 className="font-semibold text-white">{caption}</h3>
      <CaptionedTable
        caption={caption}
        columns={[
          { label: 'Games' },
          { label: RATINGS_LINE_LABEL, numeric: true },
          { label: 'Closing line', numeric: true },
          { label: 'Opening line', numeric: true },
        ]}
        minWidth="min-w-[20rem]"
        bodyClassName="divide-y divide-slate-800 text-slate-300 tabular-nums"
      >
        {rows.map((row) => (
          <tr key={row.key}>
            <RowHeader wrap>
              {row.label}
              <span className="block text-xs font-normal text-slate-400">
                {row.games.toLocaleString('en-US')} games
              </span>
            </RowHeader>
            <td className={`${TABLE_CELL} text-right`}>{row.ratings}</td>
            <td className={`${TABLE_CELL} text-right`}>{row.close}</td>
            <td className={`${TABLE_CELL} text-right`}>{row.open ?? 'no data'}</td>
          </tr>
        ))}
      </CaptionedTable>
    </div>
  );
}

/** The bundled openers are the last season's only (college 2024): opener figures are that season's. */
function openerTitle(league: LeagueFigures): string {
  return `${figuresLeagueName(league)} ${league.to}`;
}

function ClvCard({ league }: { league: LeagueFigures }) {
  const clv = league.clv;
  return (
    <Card className="grid content-start gap-2">
      <h3 className="font-semibold text-white">{clv ? openerTitle(league) : leagueTitle(league)}</h3>
      {clv ? (
        <>
          <p className="text-3xl font-black text-white tabular-nums">{percentWithSe(clv.rate, clv.se)}</p>
          <p className="text-sm leading-relaxed text-slate-400">
            of {clv.games.toLocaleString('en-US')} games where the ratings disagreed with the opener by{' '}
            {clv.threshold}+ points and the line then moved, it moved toward the ratings ({clv.towardRatings}{' '}
            toward, {clv.awayFromRatings} away; {clv.noMove} did not move). A coin flip is 50%.
          </p>
        </>
      ) : (
        <p className="text-sm leading-relaxed text-slate-400">
          Not measured: the bundled history has no opening lines for these games.
        </p>
      )}
    </Card>
  );
}

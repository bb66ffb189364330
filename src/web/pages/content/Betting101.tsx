/**
 * Betting 101 (/betting-101, admin-and-content section 2): fundamentals, power ratings, model edge,
 * fair lines, what the backtest measured, ATS records, situational betting, efficiency metrics,
 * parlays and props, Wong teasers and bankroll management, with anchors #model-edge, #fair-lines and
 * #ats-records. Every figure that is maths is computed by the same shared rule the cards use, every
 * threshold is read from the constant the pricing uses (the verify level from the server's public
 * config, as the operator set it), and the backtest figures come from
 * backtest-figures.json, the Wong legs' win rate included (with its period and source).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  americanToDecimal,
  decimalToAmerican,
  fairAmericanOdds,
  formatAmericanOdds,
  impliedProbability,
} from '@shared/odds/american-odds';
import { edgePercent } from '@shared/odds/ev';
import { LEAN_POINTS, OFF_MARKET_POINTS } from '@shared/pricing/market-rules';
import { OFF_MARKET_LABEL } from '@shared/pricing/rate-book-line';
import {
  EDGE_DEFINITION,
  FAIR_LINE_LABEL,
  RATINGS_LINE_LABEL,
  publishedLeanRecords,
} from '@shared/display/market-lines';
import { figuresLeagueName, overallVerdict } from '@shared/display/backtest-display';
import { MIN_PICK_EDGE_PERCENT } from '@shared/calendar/pick-filters';
import {
  DEFAULT_WONG_TOTAL_CAP,
  WONG_TEASER_POINTS,
  wongEligibility,
  type WongLabel,
} from '@shared/model/wong-teaser';
import { atsBadge, type AtsRecord } from '@shared/display/ats-badge';
import { edgeCategory, formatEdgePercentage } from '@shared/display/edge-display';
import { LINE_GAP_THRESHOLD, lineComparison } from '@shared/display/line-comparison';
import { bestBetText, modelSpreadText } from '@shared/display/spread-text';
import { signedOneDecimal } from '@shared/display/number-format';
import {
  STANDARD_PRICE,
  atsConfidenceFloors,
  bankrollRange,
  edgeCategoryFloors,
  percentText,
  ratingSpread,
  singleBetBreakEven,
  wongBreakEven,
  wongSpreadRanges,
} from '@shared/display/education-figures';
import type { SportCode } from '@shared/league';
import { PUBLISHED_FIGURES } from '@shared/model/published-figures';
import type { WongLegFigures } from '@shared/model/backtest-figures';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../session/SessionProvider';
import { licenseHasFootballAccess } from '../../lib/license-access';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductName, usePublicPricing } from '../../lib/public-config';
import { cn } from '../../lib/cn';
import { Card, ContentSection, ContentShell, Prose } from './content-ui';
import { useScrollToHash } from './use-scroll-to-hash';
import { CaptionedTable, RowHeader, TABLE_CELL } from '../../components/ui/captioned-table';
import { AtsTierTable } from '../../components/methodology/AtsTierTable';
import { textLinkClass } from '../../components/ui/text-link';

/**
 * Wong legs' record in the bundled NFL history (src/shared/model/wong-history.ts, written into
 * backtest-figures.json by `npm run backtest:figures`): computed with the product's own Wong rule, not quoted.
 */
const WONG_LEGS = PUBLISHED_FIGURES.wongLegs;
// From the counts, not the stored 4-decimal rate, so the shown tenth is not rounded twice (74.845% → 74.8%).
const wongRateText = (r: WongLegFigures['reported']) =>
  r.wins + r.losses === 0 ? '—' : percentText(r.wins / (r.wins + r.losses));
/** 'of decided legs in 2015–2024 (497 of 648), 74.8% over 1999–2024'. */
const wongDetailText = ({ reported: r, allHistory: all }: WongLegFigures) =>
  `of decided legs in ${r.from}–${r.to} (${r.wins} of ${r.wins + r.losses}), ` +
  `${wongRateText(all)} over ${all.from}–${all.to}`;

/** The worked example's home field advantage, in points. */
export const EXAMPLE_HOME_FIELD = 2.5;

export const SECTIONS = [
  { id: 'fundamentals', title: 'Betting Fundamentals' },
  { id: 'power-ratings', title: 'Power Ratings' },
  { id: 'model-edge', title: 'The Edge vs. the Fair Price' },
  { id: 'fair-lines', title: 'Fair Lines' },
  { id: 'backtest', title: 'What Our Backtest Measured' },
  { id: 'ats-records', title: 'ATS Records' },
  { id: 'situational-betting', title: 'Situational Betting' },
  { id: 'efficiency-metrics', title: 'Efficiency Metrics' },
  { id: 'parlays-and-props', title: 'Parlays and Props' },
  { id: 'wong-teasers', title: 'Wong Teasers' },
  { id: 'bankroll-management', title: 'Bankroll Management' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

const titleOf = (id: SectionId) => SECTIONS.find((s) => s.id === id)!.title;

// Worked examples, each computed by the rule the product applies.
const PRICE = formatAmericanOdds(STANDARD_PRICE);
const BREAK_EVEN = percentText(singleBetBreakEven());
const MONEYLINE_FAVOURITE = -150;
const MONEYLINE_UNDERDOG = 130;
const ATS = atsConfidenceFloors();
const EDGE = edgeCategoryFloors();
const WONG = wongSpreadRanges();
const WONG_BREAK_EVEN = percentText(wongBreakEven());
const BANKROLL = bankrollRange();

const RATING_HOME = 3;
const RATING_AWAY = 1.5;
const FAIR_SPREAD = ratingSpread(RATING_HOME, RATING_AWAY, EXAMPLE_HOME_FIELD);
/** The fair-line example's market consensus (an example input, like the book's line). */
const MARKET_FAIR_SPREAD = -4;
const BOOK_SPREAD = -2.5;
const LINE_GAP = lineComparison(MARKET_FAIR_SPREAD, BOOK_SPREAD);

/** The edge example: the fair line's chance that the side covers at the book's number. */
const EXAMPLE_COVER = 0.54;
const EXAMPLE_EDGE = edgePercent({ win: EXAMPLE_COVER }, STANDARD_PRICE);

const PARLAY_DECIMAL = americanToDecimal(STANDARD_PRICE) ** 2;
const PARLAY_PRICE = formatAmericanOdds(decimalToAmerican(PARLAY_DECIMAL));
const PARLAY_FAIR_PRICE = formatAmericanOdds(fairAmericanOdds(0.25));

const ATS_EXAMPLES: readonly { team: string; record: AtsRecord }[] = [
  { team: 'Team A', record: { wins: 12, losses: 5 } },
  { team: 'Team B', record: { wins: 10, losses: 8, pushes: 1 } },
  { team: 'Team C', record: { wins: 7, losses: 9 } },
];

const SMALL_SAMPLE = atsBadge({ wins: 6, losses: 2 });

const WONG_EXAMPLES: readonly { leg: string; line: number; total: number; league: SportCode }[] = [
  { leg: 'NFL underdog', line: 2, total: 43.5, league: 'NFL' },
  { leg: 'NFL favorite', line: -8, total: 51.5, league: 'NFL' },
  { leg: 'NFL favorite', line: -6, total: 41, league: 'NFL' },
  { leg: 'College favorite', line: -7.5, total: 44, league: 'CFB' },
];

/** The example legs with the label the product's rule gives each. */
const WONG_ROWS = WONG_EXAMPLES.map((example) => ({
  key: `${example.leg}${example.line}`,
  leg: example.leg,
  line: signedOneDecimal(example.line),
  total: example.total,
  label: wongEligibility({ league: example.league, teamLine: example.line, total: example.total }),
}));

const WONG_LABEL_MEANING: Record<WongLabel, string> = {
  'WONG-ELIGIBLE': 'Spread in range and a low total.',
  'WONG-MARGINAL': 'Right spread, but a high total.',
  'NOT-ELIGIBLE': 'Spread out of range, or not an NFL game.',
};

const teased = (line: number) => signedOneDecimal(line + WONG_TEASER_POINTS);

export default function Betting101() {
  const name = useProductName();
  const { license } = useSession();
  const footballAccess = licenseHasFootballAccess(license);
  useDocumentTitle(`Betting 101 | ${name}`);
  useScrollToHash();

  return (
    <ContentShell
      eyebrow="Education"
      title="Betting 101"
      intro={
        <p>
          How sports betting works, and how to read every number {name} shows you: the edge, the two lines
          (the market&apos;s fair line and our ratings), what our backtest measured, ATS confidence and Wong
          teasers.
        </p>
      }
    >
      <div className="flex flex-wrap gap-3">
        <Link href="/betting-trends" className={buttonClasses('outline', 'md')}>
          Betting Trends
        </Link>
        <Link href="/methodology" className={buttonClasses('outline', 'md')}>
          Methodology
        </Link>
        {footballAccess ? (
          <Link href="/football-bets" className={buttonClasses('primary', 'md')}>
            Football Bets
          </Link>
        ) : null}
      </div>

      <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <nav
          aria-labelledby="toc-title"
          className="self-start rounded-2xl border border-slate-800 bg-slate-900/70 p-5 lg:sticky lg:top-24"
        >
          <h2 id="toc-title" className="text-sm font-semibold tracking-wider text-slate-300 uppercase">
            On this page
          </h2>
          <ol className="mt-3 gap-6 text-sm sm:columns-2 lg:columns-1">
            {SECTIONS.map((section, i) => (
              <li key={section.id} className="break-inside-avoid">
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
                >
                  <span aria-hidden="true" className="w-5 text-right text-slate-400 tabular-nums">
                    {i + 1}.
                  </span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="grid min-w-0 gap-14">
          <Fundamentals />
          <PowerRatings />
          <ModelEdge />
          <FairLines />
          <Backtest />
          <AtsRecords />
          <Situational />
          <Efficiency />
          <ParlaysAndProps />
          <WongTeasers />
          <Bankroll />

          <Card className="grid gap-4 sm:flex sm:items-center sm:justify-between">
            <p className="text-slate-300">
              Put it to work: see this week&apos;s situational trends, updated weekly.
            </p>
            <Link href="/betting-trends" className={buttonClasses('primary', 'md')}>
              View Betting Trends
            </Link>
          </Card>
        </div>
      </div>
    </ContentShell>
  );
}

function Fundamentals() {
  return (
    <ContentSection id="fundamentals" title={titleOf('fundamentals')}>
      <Prose>
        <p>
          Every game has a <strong>favorite</strong>, the team expected to win, and an{' '}
          <strong>underdog</strong>. Sportsbooks level the field in three ways.
        </p>
      </Prose>
      <div className="grid gap-4 md:grid-cols-3">
        <TermCard term="Point spread">
          A favorite at -3.5 must win by 4 or more to cover; the underdog at +3.5 covers by winning or losing
          by 3 or fewer.
        </TermCard>
        <TermCard term="Moneyline">
          Pick the winner outright. {formatAmericanOdds(MONEYLINE_FAVOURITE)} means risk $
          {Math.abs(MONEYLINE_FAVOURITE)} to win $100 (break-even{' '}
          {percentText(impliedProbability(MONEYLINE_FAVOURITE))}); {formatAmericanOdds(MONEYLINE_UNDERDOG)}{' '}
          means risk $100 to win ${MONEYLINE_UNDERDOG} (break-even{' '}
          {percentText(impliedProbability(MONEYLINE_UNDERDOG))}).
        </TermCard>
        <TermCard term="Over/under">
          Bet on the combined score of both teams: over or under the total the book sets, such as 44.5.
        </TermCard>
      </div>
      <Callout title={`The juice: ${PRICE} and the ${BREAK_EVEN} break-even`}>
        Spreads and totals are usually priced at {PRICE}: you risk ${Math.abs(STANDARD_PRICE)} to win $100.
        The extra $10 is the book&apos;s commission (the juice, or vig). To break even at {PRICE} you must win{' '}
        <strong>{BREAK_EVEN}</strong> of your bets, not 50%. Any edge has to clear that bar first.
      </Callout>
    </ContentSection>
  );
}

function PowerRatings() {
  return (
    <ContentSection id="power-ratings" title={titleOf('power-ratings')}>
      <Prose>
        <p>
          A power rating says how many points better or worse a team is than an average team on a neutral
          field. The difference between two ratings, plus home field advantage, is the spread a game
          &quot;should&quot; have.
        </p>
        <p>
          That is what the <strong>{RATINGS_LINE_LABEL}</strong> line is: our own opinion of a game, shown
          beside the market&apos;s fair line. It moves the line we price against only by the share a
          walk-forward fit gives it, which is usually none.
        </p>
        <p>
          BetLens ratings learn from past results and past closing lines: scoring margins adjusted for
          opponents, each NFL team&apos;s starting quarterback, what earlier closing lines said about each
          team, and for college football last season&apos;s SP+, FPI and recruiting talent. They move every
          week as new games are played and never see the line of the game they price.
        </p>
      </Prose>
      <Card>
        <h3 className="font-semibold text-white">Worked example</h3>
        <dl className="mt-3 grid gap-2 text-sm text-slate-300 sm:grid-cols-2">
          <Fact label="Team A (home) rating">{signedOneDecimal(RATING_HOME)}</Fact>
          <Fact label="Team B (away) rating">{signedOneDecimal(RATING_AWAY)}</Fact>
          <Fact label="Home field advantage">{EXAMPLE_HOME_FIELD} points</Fact>
          <Fact label="Rating spread">{modelSpreadText(FAIR_SPREAD, 'Team A', 'Team B')}</Fact>
        </dl>
        <p className="mt-3 text-sm text-slate-400">
          Team A&apos;s rating advantage, plus {EXAMPLE_HOME_FIELD} points for playing at home. On a neutral
          field the home bonus is left out.
        </p>
      </Card>
    </ContentSection>
  );
}

function ModelEdge() {
  const exampleCategory = edgeCategory(EXAMPLE_EDGE);
  // The operator's EDGE_VERIFY_PERCENT, which the pricing uses, not the default.
  const { verifyEdgeAbove } = usePublicPricing();
  return (
    <ContentSection id="model-edge" title={titleOf('model-edge')}>
      <Prose>
        <p>
          The <strong>edge</strong> is the return you can expect on one sportsbook&apos;s price, measured
          against the market&apos;s own fair price for the same bet: the{' '}
          <strong>{FAIR_LINE_LABEL.toLowerCase()}</strong>, the books&apos; consensus with the juice taken
          out. If the fair line gives a side {percentText(EXAMPLE_COVER, 0)} to cover at a book&apos;s number
          and that book offers {PRICE}, the edge is <strong>{formatEdgePercentage(EXAMPLE_EDGE)}</strong> (
          {exampleCategory.label.toLowerCase()}): every $100 staked at that price is worth that much more than
          the market thinks it costs.
        </p>
        <p>
          That is line shopping, stated as such: one book&apos;s price beating the others&apos;, not a
          forecast that beats the market. No edge makes a bet safe; our backtest below shows what betting an
          opinion against the market has been worth.
        </p>
      </Prose>
      <ol className="grid gap-3">
        <Rule n={1} title={`Edge of ${EDGE.strong}% or more: strong value`}>
          A price well away from the fair line. Real books rarely stay this far off, so check the line is
          still there before you bet it.
        </Rule>
        <Rule n={2} title={`Edge of ${EDGE.marginal}% to under ${EDGE.strong}%: marginal value`}>
          The usual size of a real line-shopping edge. Our weekly picks need at least {MIN_PICK_EDGE_PERCENT}%
          edge.
        </Rule>
        <Rule n={3} title={`Edge under ${EDGE.marginal}%: pass`}>
          Too thin to recommend once the juice is paid, and a negative edge means the bet is overpriced.
          Betting it only pays the book.
        </Rule>
      </ol>
      <p className="max-w-prose text-sm leading-relaxed text-slate-400">
        An edge above {verifyEdgeAbove}%, or a line more than {OFF_MARKET_POINTS.NFL} points (NFL) or{' '}
        {OFF_MARKET_POINTS.CFB} points (college) from the fair line, is shown as &ldquo;{OFF_MARKET_LABEL}
        &rdquo;: usually a stale or mistaken line, or news the rest of the market has. It gets no tier and no
        units, and it is never a best bet or texted.
      </p>
    </ContentSection>
  );
}

function FairLines() {
  return (
    <ContentSection id="fair-lines" title={titleOf('fair-lines')}>
      <Prose>
        <p>Every game shows two lines, each named for what it is:</p>
        <ul>
          <li>
            <strong>{FAIR_LINE_LABEL}</strong>: the consensus of the books&apos; own prices with the juice
            taken out, key-number aware, with sharp books weighted up. {EDGE_DEFINITION}
          </li>
          <li>
            <strong>{RATINGS_LINE_LABEL}</strong>: our own line from team ratings. When it differs from the
            market by at least {LEAN_POINTS.NFL} points in the NFL or {LEAN_POINTS.CFB} in college, the card
            says so as a <em>lean</em>, never as an edge, with the ratings&apos; measured record for a
            disagreement of that size beside it.
          </li>
        </ul>
        <ul>
          {publishedLeanRecords().map((record) => (
            <li key={record}>{record}.</li>
          ))}
        </ul>
        <p>
          Comparing the fair line with the line you can actually bet tells you where the value is. Cards show
          a gap only when it is more than {LINE_GAP_THRESHOLD} points. In the NFL, gaps that cross 3 or 7
          matter most, because so many games end on those margins.
        </p>
      </Prose>
      <Card>
        <h3 className="font-semibold text-white">Example</h3>
        <dl className="mt-3 grid gap-2 text-sm text-slate-300 sm:grid-cols-2">
          <Fact label={FAIR_LINE_LABEL}>{modelSpreadText(MARKET_FAIR_SPREAD, 'Team A', 'Team B')}</Fact>
          <Fact label="Sportsbook line">{modelSpreadText(BOOK_SPREAD, 'Team A', 'Team B')}</Fact>
          <Fact label="Gap">{LINE_GAP.differenceText ?? 'none shown'} points</Fact>
          <Fact label="Value side">
            {bestBetText({
              homeTeam: 'Team A',
              awayTeam: 'Team B',
              modelSpread: MARKET_FAIR_SPREAD,
              bookSpread: BOOK_SPREAD,
            })}
          </Fact>
        </dl>
        <p className="mt-3 text-sm text-slate-400">
          The market as a whole makes Team A a bigger favorite than this book does, so Team A at this
          book&apos;s number is the value side.
        </p>
      </Card>
    </ContentSection>
  );
}

const BACKTEST_LEAGUES = [PUBLISHED_FIGURES.leagues.nfl, PUBLISHED_FIGURES.leagues.cfb] as const;

function Backtest() {
  return (
    <ContentSection id="backtest" title={titleOf('backtest')}>
      <Prose>
        <p>
          We replayed past seasons game by game: the {RATINGS_LINE_LABEL} only ever saw games played before
          the one they priced. Then we bet the side the ratings preferred against the closing line at {PRICE}{' '}
          (break-even {BREAK_EVEN}), split by how far the ratings disagreed with the line. Each rate carries
          its standard error (±): the range chance alone easily moves it.
        </p>
        <p>
          <strong>{overallVerdict(BACKTEST_LEAGUES)}</strong> So we do not sell the ratings as a way to beat
          the market: an edge here is a better price, and a ratings lean is a reason to look, not to bet more.
        </p>
      </Prose>
      <div className="grid max-w-4xl gap-4">
        {BACKTEST_LEAGUES.map((league) => (
          <AtsTierTable
            key={league.league}
            caption={`${figuresLeagueName(league)} ${league.from}–${league.to}, against the closing line`}
            tiers={league.atsVsClose}
          />
        ))}
      </div>
      <p className="max-w-prose text-sm leading-relaxed text-slate-400">
        How the ratings compare with the opening and closing lines, closing-line value and calibration charts:{' '}
        <Link href="/methodology" className={textLinkClass}>
          see the methodology
        </Link>
        .
      </p>
    </ContentSection>
  );
}

function AtsRecords() {
  return (
    <ContentSection id="ats-records" title={titleOf('ats-records')}>
      <Prose>
        <p>
          An <strong>ATS (against the spread)</strong> record counts how often a team covered, not how often
          it won. Pushes are left out of the percentage. We turn the cover rate into a confidence level:
        </p>
      </Prose>
      <ul className="grid gap-3 sm:grid-cols-3">
        <Level tone="high" label="High confidence" range={`${ATS.high}%+`} />
        <Level tone="medium" label="Medium confidence" range={`${ATS.medium}-${ATS.high - 1}%`} />
        <Level tone="low" label="Low confidence" range={`Under ${ATS.medium}%`} />
      </ul>
      <CaptionedTable
        caption="Example ATS records and their confidence"
        regionLabel="Example ATS records"
        columns={[
          { label: 'Team' },
          { label: 'ATS record' },
          { label: 'Cover rate' },
          { label: 'Confidence' },
        ]}
        minWidth="min-w-[22rem]"
      >
        {ATS_EXAMPLES.map(({ team, record }) => {
          const badge = atsBadge(record);
          return (
            <tr key={team}>
              <RowHeader>{team}</RowHeader>
              <td className={`${TABLE_CELL} tabular-nums`}>{badge.recordText}</td>
              <td className={`${TABLE_CELL} tabular-nums`}>{badge.percentageText}</td>
              <td className={TABLE_CELL}>
                <LevelBadge tone={badge.level}>{badge.tier}</LevelBadge>
              </td>
            </tr>
          );
        })}
      </CaptionedTable>
      <p className="max-w-prose text-sm leading-relaxed text-slate-400">
        Small samples mislead: a {SMALL_SAMPLE.recordText} start is {SMALL_SAMPLE.percentageText} but says
        little. Read ATS confidence next to the edge, never instead of it.
      </p>
    </ContentSection>
  );
}

function Situational() {
  return (
    <ContentSection id="situational-betting" title={titleOf('situational-betting')}>
      <Prose>
        <p>Ratings describe teams; situations describe a particular week. The spots that move lines most:</p>
        <ul>
          <li>
            <strong>Rest and schedule:</strong> short weeks, byes, and a third road game in a row.
          </li>
          <li>
            <strong>Travel:</strong> cross-country trips and early kickoffs for West Coast teams.
          </li>
          <li>
            <strong>Motivation:</strong> lookahead games before a rival, letdowns after a big win, revenge
            spots.
          </li>
          <li>
            <strong>Weather:</strong> strong wind lowers passing and totals more than rain or cold.
          </li>
          <li>
            <strong>Injuries:</strong> a starting quarterback is worth several points; most other players are
            worth far less than the market reacts.
          </li>
        </ul>
        <p>
          Our curators add these factors to a pick as expert context. The{' '}
          <Link href="/betting-trends">Betting Trends</Link> page lists this week&apos;s situational trends.
        </p>
      </Prose>
    </ContentSection>
  );
}

function Efficiency() {
  const metrics = [
    ['Yards per play (Y/P)', 'Total yards divided by plays: the cleanest single measure of an offense.'],
    ['Net yards per pass attempt (Pass NY/A)', 'Passing yards minus sack yards, per dropback.'],
    ['Rush yards per attempt (Rush Y/A)', 'How well a team runs, independent of how often.'],
    ['Scoring percentage (Sc%)', 'Share of drives that end in points.'],
    ['Turnover percentage (TO%)', 'Share of drives that end in a turnover: large, but the least repeatable.'],
  ] as const;
  return (
    <ContentSection id="efficiency-metrics" title={titleOf('efficiency-metrics')}>
      <Prose>
        <p>
          Points and wins are noisy. Per-play efficiency predicts the next game better, which is why our game
          cards show each team&apos;s offense against the other&apos;s defense.
        </p>
      </Prose>
      <dl className="grid gap-3 sm:grid-cols-2">
        {metrics.map(([term, meaning]) => (
          <div key={term} className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
            <dt className="font-semibold text-white">{term}</dt>
            <dd className="mt-1 text-sm leading-relaxed text-slate-400">{meaning}</dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}

function ParlaysAndProps() {
  return (
    <ContentSection id="parlays-and-props" title={titleOf('parlays-and-props')}>
      <Prose>
        <p>
          A <strong>parlay</strong> joins several bets into one: every leg must win. The payout multiplies,
          and so does the book&apos;s commission. Two {PRICE} legs pay <strong>{PARLAY_PRICE}</strong>, while
          the true odds of two coin flips are {PARLAY_FAIR_PRICE}. Parlays are entertainment, not an edge,
          unless every leg has one.
        </p>
        <p>
          <strong>Player props</strong> are bets on one player&apos;s numbers (passing yards, receptions,
          touchdowns). Books post thousands of them, so some are softer than game lines, but limits are lower.
          Licensed users see our NFL player props on the Football Bets page.
        </p>
      </Prose>
    </ContentSection>
  );
}

function WongTeasers() {
  const fav = WONG.favourite;
  const dog = WONG.underdog;
  return (
    <ContentSection id="wong-teasers" title={titleOf('wong-teasers')}>
      <Prose>
        <p>
          A teaser moves the spread in your favor on two or more games, for a lower payout. Wong teasers are
          the few teasers that have beaten the book historically, because they move lines through 3 and 7, the
          most common NFL margins. The rules:
        </p>
        <ul>
          <li>NFL only. College margins are spread too widely for the points to buy as much.</li>
          <li>Exactly {WONG_TEASER_POINTS}-point, two-team teasers.</li>
          <li>
            Favorites of {signedOneDecimal(fav.to)} to {signedOneDecimal(fav.from)}, teased down to{' '}
            {teased(fav.to)} to {teased(fav.from)}.
          </li>
          <li>
            Underdogs of {signedOneDecimal(dog.from)} to {signedOneDecimal(dog.to)}, teased up to{' '}
            {teased(dog.from)} to {teased(dog.to)}.
          </li>
          <li>Never tease a line through zero: a favorite must stay a favorite.</li>
          <li>Totals under {DEFAULT_WONG_TOTAL_CAP} are preferred: fewer points make 3 and 7 matter more.</li>
        </ul>
        <p>
          A two-team teaser at {PRICE} needs each leg to win about <strong>{WONG_BREAK_EVEN}</strong> of the
          time to break even. In the NFL history we bundle (nflverse closing lines and final scores), legs
          that fit these spread rules, teased 6 points from the closing line, won{' '}
          <strong>{wongRateText(WONG_LEGS.reported)}</strong> {wongDetailText(WONG_LEGS)}. That is past
          performance, not a guarantee.
        </p>
      </Prose>
      {/* Phones get cards: a four-column table would need sideways scrolling at 390 px. */}
      <ul aria-label="Example teaser legs" className="grid gap-3 sm:hidden">
        {WONG_ROWS.map((row) => (
          <li key={row.key} className="grid gap-2 rounded-xl border border-slate-800 bg-slate-900/70 p-4">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-white">{row.leg}</span>
              <span className="text-sm text-slate-300 tabular-nums">
                {row.line}, total {row.total}
              </span>
            </div>
            <LevelBadge tone={WONG_TONE[row.label]}>{row.label}</LevelBadge>
            <span className="text-xs text-slate-400">{WONG_LABEL_MEANING[row.label]}</span>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <CaptionedTable
          caption="How teaser legs are labelled"
          regionLabel="Example teaser legs"
          columns={[{ label: 'Leg' }, { label: 'Line' }, { label: 'Total' }, { label: 'Label' }]}
        >
          {WONG_ROWS.map((row) => (
            <tr key={row.key}>
              <RowHeader>{row.leg}</RowHeader>
              <td className={`${TABLE_CELL} tabular-nums`}>{row.line}</td>
              <td className={`${TABLE_CELL} tabular-nums`}>{row.total}</td>
              <td className={TABLE_CELL}>
                <span className="grid gap-1">
                  <LevelBadge tone={WONG_TONE[row.label]}>{row.label}</LevelBadge>
                  <span className="text-xs text-slate-400">{WONG_LABEL_MEANING[row.label]}</span>
                </span>
              </td>
            </tr>
          ))}
        </CaptionedTable>
      </div>
    </ContentSection>
  );
}

const WONG_TONE: Record<WongLabel, Tone> = {
  'WONG-ELIGIBLE': 'high',
  'WONG-MARGINAL': 'medium',
  'NOT-ELIGIBLE': 'low',
};

function Bankroll() {
  return (
    <ContentSection id="bankroll-management" title={titleOf('bankroll-management')}>
      <Prose>
        <p>
          Your <strong>bankroll</strong> is money set aside for betting that you can afford to lose. Size
          every bet as a share of it, so a losing streak cannot wipe you out.
        </p>
        <ul>
          <li>
            Bet{' '}
            <strong>
              {BANKROLL.unitPercent}-{BANKROLL.maxPercent}%
            </strong>{' '}
            of your bankroll per bet. Our unit is {BANKROLL.unitPercent}% and our largest recommended stake is{' '}
            {BANKROLL.maxPercent}%.
          </li>
          <li>Stake more only when the edge is larger, never to win back a loss.</li>
          <li>Keep a record of every bet. Even winning bettors have long losing runs.</li>
        </ul>
        <p>
          You must be 21 or older to use this service. If betting stops being fun, stop and ask for help: the
          Responsible Gambling link is in the footer of every page.
        </p>
      </Prose>
    </ContentSection>
  );
}

type Tone = 'high' | 'medium' | 'low';

const TONE_CLASSES: Record<Tone, string> = {
  high: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300',
  medium: 'border-amber-400/40 bg-amber-400/10 text-amber-200',
  low: 'border-slate-600 bg-slate-800 text-slate-200',
};

function LevelBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit rounded-full border px-2.5 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap',
        TONE_CLASSES[tone],
      )}
    >
      {children}
    </span>
  );
}

function Level({ tone, label, range }: { tone: Tone; label: string; range: string }) {
  return (
    <li
      className={cn(
        'flex items-baseline justify-between gap-3 rounded-xl border px-4 py-3 sm:grid sm:justify-start sm:gap-1 sm:p-4',
        TONE_CLASSES[tone],
      )}
    >
      <span className="text-xl font-black tabular-nums sm:text-2xl">{range}</span>
      <span className="text-sm font-semibold">{label}</span>
    </li>
  );
}

function TermCard({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900/70 p-4">
      <h3 className="font-semibold text-white">{term}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-400">{children}</p>
    </div>
  );
}

function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-emerald-500/30 bg-emerald-500/5 p-5">
      <h3 className="font-semibold text-emerald-300">{title}</h3>
      <p className="mt-2 max-w-prose leading-relaxed text-slate-300 [&_strong]:text-white">{children}</p>
    </div>
  );
}

function Rule({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-800 bg-slate-900/70 p-4">
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-500 text-sm font-bold text-slate-950"
      >
        {n}
      </span>
      <span className="grid gap-1">
        <span className="font-semibold text-white">{title}</span>
        <span className="text-sm leading-relaxed text-slate-400">{children}</span>
      </span>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 rounded-lg bg-slate-950/60 px-3 py-2">
      <dt className="text-slate-400">{label}</dt>
      <dd className="font-semibold text-white tabular-nums">{children}</dd>
    </div>
  );
}

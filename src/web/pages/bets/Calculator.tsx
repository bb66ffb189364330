/**
 * The no-vig and EV calculator (/calculator, licensed). Two prices give each side's no-vig
 * probability, its fair odds and the hold; a price and a fair line (with the prices at that line, if
 * known) or a fair probability give the bet's EV at its own number, across key numbers. Every number
 * is computed by shared/bets/calculator.ts on the product's own maths; the page only lays it out.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { evAgainstFair, noVigPair, type CalculatorResult, type FairInput } from '@shared/bets/calculator';
import { parseAmericanPrice, parseLine, parsePercent } from '@shared/bets/bet-input';
import type { BetMarket } from '@shared/bets/bet-rules';
import { evPer100Text } from '@shared/display/ev-text';
import { signedPercent, signedPrice } from '@shared/display/pick-line';
import { percentText } from '@shared/pricing/format-bet';
import { LEAGUES, leagueName, type League } from '@shared/league';
import { PicksPageShell } from '../../components/picks/PicksPageShell';
import { SignInPrompt } from '../../components/picks/SignInPrompt';
import { PageLoading } from '../../components/PageLoading';
import { LabelledInput, MarketSelect } from '../../components/bets/BetFields';
import { fieldLabelClass } from '../../components/picks/field-classes';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../session/SessionProvider';
import { useDocumentTitle } from '../../lib/use-document-title';
import { cn } from '../../lib/cn';

export const CALCULATOR_TITLE = 'No-Vig & EV Calculator';

export default function Calculator() {
  const { isLoggedIn, isLoading } = useSession();
  useDocumentTitle(CALCULATOR_TITLE);
  if (isLoading) return <PageLoading />;
  return (
    <PicksPageShell
      title={CALCULATOR_TITLE}
      subtitle={
        <p>
          The maths behind every BetLens price: Shin no-vig, the key-number margin distribution, and EV at
          your number.
        </p>
      }
      links={
        <Link href="/my-bets" className={buttonClasses('outline', 'sm')}>
          My Bets
        </Link>
      }
    >
      {isLoggedIn ? (
        <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
          <NoVigSection />
          <EvSection />
        </div>
      ) : (
        <SignInPrompt title="Sign in to use the calculator" buttonLabel="Enter License Key">
          <p>
            Fair odds, hold and expected value with the same maths as every BetLens price. Part of your
            licence.
          </p>
        </SignInPrompt>
      )}
    </PicksPageShell>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-4 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Choice<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className={cn(fieldLabelClass, 'mb-1.5')}>{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm',
              value === o.value
                ? 'border-emerald-400 bg-emerald-500/10 text-white'
                : 'border-slate-700 text-slate-200',
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="accent-emerald-400"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Results({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={label}
      className="grid gap-2 rounded-xl bg-slate-950/60 p-3 text-sm"
    >
      {children}
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className="text-slate-400">{term}</dt>
      <dd className="font-semibold text-slate-100 tabular-nums">{children}</dd>
    </div>
  );
}

function NoVigSection() {
  const [first, setFirst] = useState('-150');
  const [second, setSecond] = useState('+130');
  const a = parseAmericanPrice(first);
  const b = parseAmericanPrice(second);
  let result: ReturnType<typeof noVigPair> | null = null;
  let problem: string | null = null;
  if (a === null || b === null) problem = 'Enter both sides’ American prices, e.g. −150 and +130.';
  else {
    try {
      result = noVigPair(a, b);
    } catch {
      problem = 'A price is −100 or lower, or +100 or higher (−105, +120).';
    }
  }
  return (
    <Section title="Fair odds from two prices">
      <p className="text-sm text-slate-300">
        Both sides of one market (a spread, total or moneyline). The margin comes off with Shin&apos;s method,
        as in every BetLens fair line.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <LabelledInput label="Side A price" value={first} onChange={setFirst} placeholder="−150" />
        <LabelledInput label="Side B price" value={second} onChange={setSecond} placeholder="+130" />
      </div>
      <Results label="Fair odds">
        {result ? (
          <dl className="grid gap-1.5" data-testid="no-vig-results">
            <Row term="Side A no-vig">
              {percentText(result.probabilities[0])} · fair {signedPrice(result.fairPrices[0])}
            </Row>
            <Row term="Side B no-vig">
              {percentText(result.probabilities[1])} · fair {signedPrice(result.fairPrices[1])}
            </Row>
            <Row term="Hold">{percentText(result.hold)}</Row>
            <Row term="Overround (vig)">{percentText(result.overround)}</Row>
          </dl>
        ) : (
          <p className="text-amber-200">{problem}</p>
        )}
      </Results>
    </Section>
  );
}

type FairMode = 'line' | 'probability';

function EvSection() {
  const [league, setLeague] = useState<League>('nfl');
  const [market, setMarket] = useState<BetMarket>('spread');
  const [totalSide, setTotalSide] = useState<'over' | 'under'>('over');
  const [line, setLine] = useState('-2.5');
  const [price, setPrice] = useState('-130');
  const [mode, setMode] = useState<FairMode>('line');
  const [fairLine, setFairLine] = useState('-3');
  const [fairYours, setFairYours] = useState('');
  const [fairOther, setFairOther] = useState('');
  const [probability, setProbability] = useState('55');

  let result: CalculatorResult | null = null;
  let problem: string | null = null;
  const parsedPrice = parseAmericanPrice(price);
  const parsedLine = market === 'moneyline' ? null : parseLine(line);
  let fair: FairInput | null = null;
  if (mode === 'probability') {
    const p = parsePercent(probability);
    if (p === null) problem = 'Enter your side’s fair win probability, between 0 and 100%.';
    else fair = { kind: 'probability', probability: p };
  } else {
    const f = parseLine(fairLine);
    const yours = fairYours.trim() === '' ? null : parseAmericanPrice(fairYours);
    const other = fairOther.trim() === '' ? null : parseAmericanPrice(fairOther);
    if (f === null) problem = 'Enter the fair line from your side, e.g. −3.';
    else if (
      (fairYours.trim() === '') !== (fairOther.trim() === '') ||
      (fairYours.trim() !== '' && (yours === null || other === null))
    )
      problem = 'Enter both prices at the fair line, or neither.';
    else fair = { kind: 'line', line: f, prices: yours !== null && other !== null ? { yours, other } : null };
  }
  if (parsedPrice === null) problem = 'Enter your price, e.g. −110 or +150.';
  else if (market !== 'moneyline' && parsedLine === null) problem = 'Enter your line, e.g. −2.5 or 44.5.';
  if (!problem && fair && parsedPrice !== null) {
    try {
      result = evAgainstFair({ league, market, totalSide, line: parsedLine, price: parsedPrice }, fair);
    } catch (error) {
      problem = error instanceof RangeError ? sentence(error.message) : 'Check the numbers.';
    }
  }

  const fairLineLabel =
    market === 'total'
      ? 'Fair total'
      : market === 'moneyline'
        ? 'Fair spread of your side'
        : 'Fair line of your side';
  return (
    <Section title="Expected value of a bet">
      <div className="grid gap-3 sm:grid-cols-2">
        <Choice
          legend="League"
          value={league}
          options={LEAGUES.map((value) => ({ value, label: leagueName(value, 'short') }))}
          onChange={setLeague}
        />
        <MarketSelect value={market} onChange={setMarket} />
      </div>
      {market === 'total' ? (
        <Choice
          legend="Your side"
          value={totalSide}
          options={[
            { value: 'over', label: 'Over' },
            { value: 'under', label: 'Under' },
          ]}
          onChange={setTotalSide}
        />
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        {market === 'moneyline' ? (
          <p className="self-end pb-3 text-sm text-slate-400">No line on a moneyline</p>
        ) : (
          <LabelledInput
            label={market === 'total' ? 'Your total' : 'Your line'}
            value={line}
            onChange={setLine}
            placeholder="−2.5"
          />
        )}
        <LabelledInput label="Your price" value={price} onChange={setPrice} placeholder="−110" />
      </div>
      <Choice
        legend="What is fair"
        value={mode}
        options={[
          { value: 'line', label: 'A fair line' },
          { value: 'probability', label: 'A win probability' },
        ]}
        onChange={setMode}
      />
      {mode === 'line' ? (
        <div className="grid gap-3">
          <LabelledInput
            label={fairLineLabel}
            value={fairLine}
            onChange={setFairLine}
            placeholder="−3"
            hint={
              market === 'moneyline'
                ? 'The spread your side should be, e.g. −3: its win chance comes from the margin distribution.'
                : 'It may sit on another number than yours: the half points between are priced on the key-number distribution.'
            }
          />
          <div className="grid grid-cols-2 gap-3">
            <LabelledInput
              label="Your side at that line"
              value={fairYours}
              onChange={setFairYours}
              placeholder="−118"
            />
            <LabelledInput
              label="Other side at that line"
              value={fairOther}
              onChange={setFairOther}
              placeholder="−102"
            />
          </div>
          <p className="text-xs text-slate-400">
            Optional: a sharp book&apos;s two prices at the fair line. Without them the fair line is taken as
            even money.
          </p>
        </div>
      ) : (
        <LabelledInput
          label="Your side's fair win probability (%)"
          value={probability}
          onChange={setProbability}
          placeholder="55"
          hint="No-vig, pushes excluded."
        />
      )}
      <Results label="Expected value">
        {result ? <EvResults result={result} market={market} /> : <p className="text-amber-200">{problem}</p>}
      </Results>
    </Section>
  );
}

const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;

function EvResults({ result, market }: { result: CalculatorResult; market: BetMarket }) {
  const positive = result.edgePercent > 0.05;
  return (
    <div className="grid gap-1.5" data-testid="ev-results">
      <dl className="grid gap-1.5">
        <Row term="EV">
          <span
            className={
              positive ? 'text-emerald-300' : result.edgePercent < -0.05 ? 'text-red-300' : undefined
            }
          >
            {signedPercent(result.edgePercent)}
          </span>{' '}
          · {evPer100Text(result.evPer100)}
        </Row>
        <Row term="Fair price at your number">
          {signedPrice(result.fairPrice)} ({percentText(result.fairProbability)})
        </Row>
        <Row term="Break-even of your price">{percentText(result.breakEven)}</Row>
        <Row term="Win · push · loss">
          {percentText(result.outcomes.win)} · {percentText(result.outcomes.push)} ·{' '}
          {percentText(result.outcomes.loss)}
        </Row>
      </dl>
      {result.numbersBetween.length > 0 ? (
        <div className="grid gap-1 border-t border-slate-800 pt-2 text-slate-300">
          <p>Between your number and the fair number:</p>
          <ul className="grid gap-0.5">
            {result.numbersBetween.map((n) => (
              <li key={n.outcome} className="tabular-nums">
                {market === 'total' ? `A total of exactly ${n.outcome}` : `A margin of exactly ${n.outcome}`}:{' '}
                {percentText(n.probability)} of games
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

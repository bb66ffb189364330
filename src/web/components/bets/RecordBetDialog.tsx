/**
 * "I placed this": records a bet for the licence (POST /api/bets). Pre-filled from the card or odds
 * row it was opened on (book, market, side, line, price), every field editable. The stake is typed in
 * units or dollars (this device's choice and unit size, use-unit-size.ts) and recorded in units with
 * the unit size, so its dollar amount stays as typed. The request schema is the server's own
 * (shared/api/bets.ts), so a mistake is named on its field before anything is sent; whatever the
 * server still refuses (a game that kicked off meanwhile) is shown the same way.
 * Lazy-loaded: it brings zod with the schema.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { createBetRequestSchema, type CreateBetRequest } from '@shared/api/bets';
import { marketHasLine, sidesOf, type BetMarket, type BetSide } from '@shared/bets/bet-rules';
import { parseAmericanPrice, parseLine, parseNumber, stakeUnits } from '@shared/bets/bet-input';
import { betSlipText, dollarsText } from '@shared/bets/bet-text';
import { plainNumber } from '@shared/pricing/format-bet';
import { signedPoint, signedPrice } from '@shared/display/pick-line';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { Button } from '../ui/button';
import { ToastAction } from '../ui/toast';
import { fieldLabelClass } from '../picks/field-classes';
import { kickoffText } from '@shared/calendar/eastern-time';
import { ApiError, errorBody, serverMessage } from '../../../client/api';
import { useRecordBet } from '../../lib/bets-api';
import { useStakeMode, useUnitSize } from '../../lib/use-unit-size';
import { useReturnFocus } from '../../lib/use-return-focus';
import { toast } from '../../lib/use-toast';
import { cn } from '../../lib/cn';
import type { BetDraft } from './bet-draft';
import { FieldError, LabelledInput, MarketSelect } from './BetFields';

type Field = 'book' | 'market' | 'side' | 'line' | 'price' | 'stake' | 'unitSize' | 'gameId' | 'form';
type Errors = Partial<Record<Field, string>>;

const lineText = (line: number | null, market: BetMarket) =>
  line === null ? '' : market === 'total' ? plainNumber(line) : signedPoint(line);
const priceText = (price: number | null) => (price === null ? '' : signedPrice(price));

/** The first message per field of a zod failure or a server 400 ('price: …' → price). */
function fieldOf(path: string): Field {
  const known: Field[] = ['book', 'market', 'side', 'line', 'price', 'stake', 'unitSize', 'gameId'];
  return (known as string[]).includes(path) ? (path as Field) : 'form';
}

/** The message without its 'field: ' prefix: the field's label already names it. */
const bare = (message: string, field: Field) => message.replace(new RegExp(`^${field}: `), '');

export function RecordBetDialog({
  open,
  onOpenChange,
  draft,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  draft: BetDraft;
}) {
  const [, navigate] = useLocation();
  const returnFocus = useReturnFocus();
  const content = useRef<HTMLDivElement>(null);
  const record = useRecordBet();
  const [unitSize, saveUnitSize] = useUnitSize();
  const [mode, saveMode] = useStakeMode();
  const [book, setBook] = useState(draft.book);
  const [market, setMarket] = useState<BetMarket>(draft.market);
  const [side, setSide] = useState<BetSide>(draft.side);
  const [line, setLine] = useState(lineText(draft.line, draft.market));
  const [price, setPrice] = useState(priceText(draft.price));
  const [stake, setStake] = useState(() => {
    const units = draft.stake ?? 1;
    return plainNumber(mode === 'dollars' && unitSize ? units * unitSize : units);
  });
  const [unitSizeText, setUnitSizeText] = useState(unitSize === null ? '' : plainNumber(unitSize));
  const [errors, setErrors] = useState<Errors>({});
  const ids = { side: useId(), stakeHint: useId() };
  const game = draft.game;
  const teamOf = (s: BetSide) =>
    s === 'home' ? game.homeTeam : s === 'away' ? game.awayTeam : s === 'over' ? 'Over' : 'Under';

  /** Choosing a market or side fills that offer's line and price from the same book, when it has one. */
  function choose(nextMarket: BetMarket, nextSide: BetSide) {
    const validSide = sidesOf(nextMarket).includes(nextSide) ? nextSide : sidesOf(nextMarket)[0]!;
    setMarket(nextMarket);
    setSide(validSide);
    const offer = draft.offers[`${nextMarket}:${validSide}`];
    if (offer) {
      setLine(lineText(offer.line, nextMarket));
      setPrice(priceText(offer.price));
    } else if (!marketHasLine(nextMarket)) {
      setLine('');
    }
    setErrors({});
  }

  const typedUnitSize = parseNumber(unitSizeText);
  const units = stakeUnits(parseNumber(stake), mode, typedUnitSize);
  const conversion =
    mode === 'dollars'
      ? typedUnitSize && units !== null
        ? `= ${plainNumber(units)}u at ${dollarsText(typedUnitSize)} a unit`
        : 'Set your unit size to stake in dollars'
      : typedUnitSize && units !== null
        ? `= ${dollarsText(units * typedUnitSize)} at ${dollarsText(typedUnitSize)} a unit`
        : 'Units of your bankroll (set a unit size to see dollars)';

  function request(): { body: CreateBetRequest } | { errors: Errors } {
    const parsedPrice = parseAmericanPrice(price);
    const parsedLine = marketHasLine(market) ? parseLine(line) : null;
    const local: Errors = {};
    if (parsedPrice === null) local.price = 'Enter an American price, e.g. −110 or +150';
    if (marketHasLine(market) && parsedLine === null && line.trim() !== '')
      local.line = market === 'total' ? 'Enter the total, e.g. 44.5' : 'Enter the line, e.g. −3.5 or +7';
    if (unitSizeText.trim() !== '' && !(typedUnitSize !== null && typedUnitSize > 0))
      local.unitSize = 'Enter dollars per unit, e.g. 50';
    if (units === null)
      local.stake =
        mode === 'dollars' && !typedUnitSize
          ? 'Set your unit size first, or stake in units'
          : 'Enter the stake';
    if (Object.keys(local).length > 0) return { errors: local };
    const parsed = createBetRequestSchema.safeParse({
      gameId: game.id,
      market,
      side,
      line: parsedLine,
      price: parsedPrice,
      book,
      stake: units,
      unitSize: typedUnitSize,
    });
    if (parsed.success) return { body: parsed.data };
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      found[field] ??= issue.message;
    }
    return { errors: found };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (record.isPending) return;
    const built = request();
    if ('errors' in built) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    if (typedUnitSize !== unitSize) saveUnitSize(typedUnitSize && typedUnitSize > 0 ? typedUnitSize : null);
    try {
      const bet = await record.mutateAsync(built.body);
      onOpenChange(false);
      toast({
        title: 'Bet recorded',
        description: `${betSlipText(bet)} at ${bet.book} · ${plainNumber(bet.stake)}u`,
        variant: 'success',
        action: (
          <ToastAction altText="Open My Bets" onClick={() => navigate('/my-bets')}>
            My Bets
          </ToastAction>
        ),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const body = errorBody(error.bodyText);
        const field = fieldOf(typeof body?.field === 'string' ? body.field : '');
        const message = serverMessage(error.bodyText) ?? 'Check the bet';
        setErrors({ [field]: bare(message, field) });
        return;
      }
      const message = error instanceof ApiError ? serverMessage(error.bodyText) : null;
      setErrors({ form: message ?? 'The bet could not be recorded. Please try again.' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (record.isPending ? undefined : onOpenChange(next))}>
      <DialogContent
        ref={content}
        {...returnFocus}
        // The dialog itself takes focus, not the first field: a phone keyboard would cover the form.
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus(event);
          event.preventDefault();
          content.current?.focus();
        }}
        className="sm:max-w-lg"
      >
        <div className="grid gap-1">
          <DialogTitle>Record a bet</DialogTitle>
          <DialogDescription>
            {game.awayTeam} @ {game.homeTeam} · {kickoffText(game.commenceTime)} · {game.sport}
          </DialogDescription>
        </div>
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <LabelledInput
            label="Book"
            value={book}
            onChange={setBook}
            error={errors.book}
            autoComplete="off"
          />
          <MarketSelect value={market} onChange={(m) => choose(m, side)} />
          <fieldset className="grid gap-1.5" aria-describedby={errors.side ? `${ids.side}-error` : undefined}>
            <legend className={cn(fieldLabelClass, 'mb-1.5')}>Side</legend>
            <div className="grid grid-cols-2 gap-2">
              {sidesOf(market).map((s) => (
                <label
                  key={s}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                    side === s
                      ? 'border-emerald-400 bg-emerald-500/10 text-white'
                      : 'border-slate-700 text-slate-200',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids.side}-side`}
                    value={s}
                    checked={side === s}
                    onChange={() => choose(market, s)}
                    className="accent-emerald-400"
                  />
                  <span className="min-w-0 break-words">{teamOf(s)}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${ids.side}-error`} text={errors.side} />
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            {marketHasLine(market) ? (
              <LabelledInput
                label={market === 'total' ? 'Total' : 'Line'}
                value={line}
                onChange={setLine}
                error={errors.line}
                inputMode="text"
                placeholder={market === 'total' ? '44.5' : '−3.5'}
              />
            ) : (
              <p className="self-end pb-3 text-sm text-slate-400">No line on a moneyline</p>
            )}
            <LabelledInput
              label="Price"
              value={price}
              onChange={setPrice}
              error={errors.price}
              inputMode="text"
              placeholder="−110"
            />
          </div>
          <fieldset className="grid gap-2">
            <legend className={cn(fieldLabelClass, 'mb-1.5')}>Stake</legend>
            <div className="flex flex-wrap items-start gap-2">
              <div
                role="radiogroup"
                aria-label="Stake in"
                className="flex rounded-lg border border-slate-700 p-0.5"
              >
                {(['units', 'dollars'] as const).map((m) => (
                  <button
                    key={m}
                    type="button"
                    role="radio"
                    aria-checked={mode === m}
                    onClick={() => {
                      if (m === mode) return;
                      // Keep the amount: convert what is typed when the unit size allows.
                      const amount = parseNumber(stake);
                      if (amount !== null && typedUnitSize)
                        setStake(
                          plainNumber(
                            m === 'dollars'
                              ? Math.round(amount * typedUnitSize * 100) / 100
                              : amount / typedUnitSize,
                          ),
                        );
                      saveMode(m);
                    }}
                    className={cn(
                      'h-9 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-emerald-400',
                      mode === m ? 'bg-emerald-500 text-slate-950' : 'text-slate-300',
                    )}
                  >
                    {m === 'units' ? 'Units' : 'Dollars'}
                  </button>
                ))}
              </div>
              <div className="min-w-0 flex-1">
                <LabelledInput
                  label={mode === 'units' ? 'Stake (units)' : 'Stake (dollars)'}
                  value={stake}
                  onChange={setStake}
                  error={errors.stake}
                  inputMode="decimal"
                  describedBy={ids.stakeHint}
                  hideLabel
                />
              </div>
            </div>
            <p id={ids.stakeHint} className="text-xs text-slate-400" aria-live="polite">
              {conversion}
            </p>
            <LabelledInput
              label="Unit size ($ per unit, this device)"
              value={unitSizeText}
              onChange={setUnitSizeText}
              error={errors.unitSize}
              inputMode="decimal"
              placeholder="e.g. 50"
            />
          </fieldset>
          <FieldError id={`${ids.side}-game`} text={errors.gameId ?? errors.market ?? errors.form} />
          <div className="grid gap-2 sm:grid-cols-2">
            <Button type="submit" size="lg" disabled={record.isPending} className="sm:order-2">
              {record.isPending ? 'Recording...' : 'Record bet'}
            </Button>
            <Button
              variant="outline"
              size="lg"
              disabled={record.isPending}
              onClick={() => onOpenChange(false)}
              className="sm:order-1"
            >
              Cancel
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export default RecordBetDialog;

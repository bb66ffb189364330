/**
 * A player prop as a structured row (docs/website.md, "Props"): the player (team · position) or,
 * for a prop typed as free text without a parsed player and market, that text; then market,
 * Over/Under, line, and for a book prop its best price, book, fair price and edge (shared
 * propFields); the game and its kickoff, notes that add to the text, and the insight. Admin props
 * carry no price, so their rows show none.
 */
import { useId } from 'react';
import type { PlayerProp } from '@shared/api/props';
import type { EdgeTone } from '@shared/display/pick-line';
import { propFields, propWhoText } from '@shared/display/prop-row';
import { cn } from '../../lib/cn';
import { EDGE_TONE_CLASSES } from './PickParts';
import { kickoffText } from '@shared/calendar/eastern-time';

export function isTextOnlyProp(prop: PlayerProp): boolean {
  return (
    prop.fullText !== null && prop.fullText.trim() !== '' && (prop.player === null || prop.propType === null)
  );
}

export function PropCard({ prop }: { prop: PlayerProp }) {
  const titleId = useId();
  const textOnly = isTextOnlyProp(prop);
  const who = propWhoText(prop);
  const fields: { label: string; value: string; tone?: EdgeTone | undefined }[] = [
    ...(textOnly && prop.player ? [{ label: 'Player', value: prop.player }] : []),
    ...propFields(prop),
  ];
  const showNotes = !textOnly && prop.notes !== null && prop.notes !== '' && prop.notes !== prop.fullText;
  return (
    <article
      aria-labelledby={titleId}
      data-prop-row
      className="grid min-w-0 gap-1.5 rounded-xl border border-slate-800 bg-slate-900/70 p-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <div className="flex min-w-0 flex-wrap items-baseline gap-x-2">
          <h3 id={titleId} className="font-semibold break-words text-white">
            {textOnly ? prop.fullText : prop.player}
          </h3>
          {who ? <span className="text-xs text-slate-400">{who}</span> : null}
        </div>
        {prop.game || prop.commenceTime ? (
          <p className="text-xs text-slate-400">
            Game: {prop.game}
            {prop.game && prop.commenceTime ? ' · ' : null}
            {prop.commenceTime ? (
              <time dateTime={prop.commenceTime}>{kickoffText(prop.commenceTime)}</time>
            ) : null}
          </p>
        ) : null}
      </div>
      {fields.length > 0 ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1">
          {fields.map((field) => (
            <div key={field.label} className="flex items-baseline gap-1.5">
              <dt className="text-xs text-slate-400">{field.label}</dt>
              <dd
                className={cn(
                  'font-semibold break-words tabular-nums',
                  field.tone ? EDGE_TONE_CLASSES[field.tone] : 'text-slate-100',
                )}
              >
                {field.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {showNotes ? <p className="text-slate-300">{prop.notes}</p> : null}
      {prop.propInsight ? (
        <p className="text-xs leading-relaxed text-emerald-100/90">{prop.propInsight}</p>
      ) : null}
    </article>
  );
}

/**
 * A player prop (spec section 2). Two layouts: a prop that has its full text but lacks the player
 * or the prop type shows the text with optional player, team and line tiles; otherwise the card
 * shows player, team and position, prop type, line and notes (hidden when they repeat the text).
 * Both end with the insight.
 */
import { useId } from 'react';
import type { PlayerProp } from '@shared/api/props';

export function isTextOnlyProp(prop: PlayerProp): boolean {
  return (
    prop.fullText !== null && prop.fullText.trim() !== '' && (prop.player === null || prop.propType === null)
  );
}

export function PropCard({ prop }: { prop: PlayerProp }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-5"
    >
      {isTextOnlyProp(prop) ? (
        <TextLayout prop={prop} titleId={titleId} />
      ) : (
        <FieldLayout prop={prop} titleId={titleId} />
      )}
      {prop.propInsight ? (
        <p className="rounded-lg bg-emerald-500/5 p-3 text-sm leading-relaxed text-emerald-100">
          {prop.propInsight}
        </p>
      ) : null}
    </article>
  );
}

function TextLayout({ prop, titleId }: { prop: PlayerProp; titleId: string }) {
  const tiles = [
    { label: 'Player', value: prop.player },
    { label: 'Team', value: prop.team },
    { label: 'Line', value: prop.line === null ? null : String(prop.line) },
  ].filter((tile): tile is { label: string; value: string } => tile.value !== null && tile.value !== '');
  return (
    <>
      <h3 id={titleId} className="font-semibold break-words text-white">
        {prop.fullText}
      </h3>
      {tiles.length > 0 ? (
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {tiles.map((tile) => (
            <div key={tile.label} className="grid gap-0.5 rounded-lg bg-slate-950/60 p-2">
              <dt className="text-xs text-slate-400">{tile.label}</dt>
              <dd className="font-semibold break-words text-slate-100">{tile.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

function FieldLayout({ prop, titleId }: { prop: PlayerProp; titleId: string }) {
  const who = [prop.team, prop.position].filter((part) => part !== null && part !== '').join(' • ');
  const showNotes = prop.notes !== null && prop.notes !== '' && prop.notes !== prop.fullText;
  return (
    <>
      <div className="grid gap-0.5">
        <h3 id={titleId} className="font-semibold break-words text-white">
          {prop.player}
        </h3>
        {who ? <p className="text-sm text-slate-400">{who}</p> : null}
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="grid gap-0.5 rounded-lg bg-slate-950/60 p-2">
          <dt className="text-xs text-slate-400">Prop</dt>
          <dd className="font-semibold break-words text-slate-100">{prop.propType}</dd>
        </div>
        <div className="grid gap-0.5 rounded-lg bg-slate-950/60 p-2">
          <dt className="text-xs text-slate-400">Line</dt>
          <dd className="font-semibold text-slate-100">{prop.line ?? '—'}</dd>
        </div>
      </dl>
      {showNotes ? <p className="text-sm text-slate-300">{prop.notes}</p> : null}
    </>
  );
}

/**
 * Every graded pick of a season, losses included: when it was published, the frozen bet (line,
 * price, book), the result, the final score, the closing line and the closing-line value.
 * A table with a horizontal scroll on narrow screens, so columns keep their meaning.
 */
import type { PublishedPick } from '@shared/api/record';
import { namedBetString } from '@shared/display/pick-line';
import { formatAmericanOdds } from '@shared/odds/american-odds';
import { Badge, type BadgeTone } from './picks-ui';
import { bookLabel } from '@shared/display/book-label';
import { clvText, lineText, totalText } from './record-format';
import { kickoffText, stampText } from '@shared/calendar/eastern-time';
import { CaptionedTable, type TableColumn, TABLE_CELL } from '../ui/captioned-table';

const RESULT_STYLE: Record<'win' | 'loss' | 'push', { text: string; tone: BadgeTone }> = {
  win: { text: 'Win', tone: 'green' },
  loss: { text: 'Loss', tone: 'red' },
  push: { text: 'Push', tone: 'neutral' },
};

const PICK_COLUMNS: readonly TableColumn[] = [
  'Published',
  'Game',
  'Bet',
  'Result',
  'Score',
  'Closing line',
  'CLV',
].map((label) => ({ label }));

export function RecordPicksTable({ picks, caption }: { picks: readonly PublishedPick[]; caption: string }) {
  return (
    <CaptionedTable
      caption={caption}
      columns={PICK_COLUMNS}
      minWidth="min-w-[56rem]"
      headClassName="bg-slate-900 text-xs tracking-wider text-slate-400 uppercase"
      bodyClassName="divide-y divide-slate-800"
    >
      {picks.map((pick) => (
        <PickRow key={pick.id} pick={pick} />
      ))}
    </CaptionedTable>
  );
}

function PickRow({ pick }: { pick: PublishedPick }) {
  const grade = pick.grade;
  const result = grade ? RESULT_STYLE[grade.result] : null;
  return (
    <tr className="align-top">
      <td className={`${TABLE_CELL} whitespace-nowrap text-slate-300`}>
        <time dateTime={pick.publishedAt}>{stampText(pick.publishedAt)}</time>
      </td>
      <td className={TABLE_CELL}>
        <span className="font-medium text-white">
          {pick.awayTeam} @ {pick.homeTeam}
        </span>
        <span className="block text-xs text-slate-400">
          {pick.sport} • {kickoffText(pick.commenceTime)}
        </span>
      </td>
      <td className={TABLE_CELL}>
        <span className="font-medium text-white">{namedBetString(pick.market, pick.betString)}</span>
        <span className="block text-xs text-slate-400">
          {formatAmericanOdds(pick.price)} at {bookLabel({ name: pick.book, simulated: pick.simulated })} •{' '}
          {pick.units} {pick.units === 1 ? 'unit' : 'units'}
        </span>
      </td>
      <td className={TABLE_CELL}>{result ? <Badge tone={result.tone}>{result.text}</Badge> : '—'}</td>
      <td className={`${TABLE_CELL} whitespace-nowrap text-slate-300 tabular-nums`}>
        {grade ? `${grade.awayScore}–${grade.homeScore}` : '—'}
      </td>
      <td className={`${TABLE_CELL} whitespace-nowrap text-slate-300 tabular-nums`}>
        {grade ? (pick.market === 'total' ? totalText(grade.closingLine) : lineText(grade.closingLine)) : '—'}
      </td>
      <td className={`${TABLE_CELL} whitespace-nowrap text-slate-300 tabular-nums`}>
        {grade ? clvText(grade.clv) : '—'}
      </td>
    </tr>
  );
}

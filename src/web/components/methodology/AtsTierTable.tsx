/**
 * The ratings' record against the spread by how far they disagreed with the line, from the published
 * backtest (src/shared/model/backtest-figures.json through src/shared/display/backtest-display.ts):
 * bets, W–L–P, ATS rate and ROI at −110, each with one standard error. Used by Betting 101 and the
 * methodology page.
 */
import type { DisagreementTier } from '@shared/model/backtest-figures';
import { atsRows } from '@shared/display/backtest-display';
import { STANDARD_PRICE } from '@shared/display/education-figures';
import { formatAmericanOdds } from '@shared/odds/american-odds';
import { CaptionedTable, RowHeader, TABLE_CELL } from '../ui/captioned-table';

export function AtsTierTable({ caption, tiers }: { caption: string; tiers: readonly DisagreementTier[] }) {
  const rows = atsRows(tiers);
  return (
    <div className="grid gap-2">
      {/* Outside the scroller, so a phone reads the whole title; the rates come first for the same reason. */}
      <h3 className="font-semibold text-white">{caption}</h3>
      <CaptionedTable
        caption={caption}
        columns={[
          { label: 'Disagreement' },
          { label: 'ATS (± SE)', numeric: true },
          { label: `ROI at ${formatAmericanOdds(STANDARD_PRICE)} (± SE)`, numeric: true },
          { label: 'Games', numeric: true },
          { label: 'W–L–P', numeric: true },
        ]}
        minWidth="min-w-[30rem]"
        bodyClassName="divide-y divide-slate-800 text-slate-300 tabular-nums"
      >
        {rows.map((row) => (
          <tr key={row.key}>
            <RowHeader>{row.label}</RowHeader>
            <td className={`${TABLE_CELL} text-right whitespace-nowrap`}>{row.ats}</td>
            <td className={`${TABLE_CELL} text-right whitespace-nowrap`}>{row.roi}</td>
            <td className={`${TABLE_CELL} text-right`}>{row.bets.toLocaleString('en-US')}</td>
            <td className={`${TABLE_CELL} text-right whitespace-nowrap`}>{row.record}</td>
          </tr>
        ))}
      </CaptionedTable>
    </div>
  );
}

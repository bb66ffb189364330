import type { ReactNode } from 'react';
import { TableScroller } from './table-scroller';

/** Every cell's padding in these tables (heads, row heads and data alike, so columns line up). */
export const TABLE_CELL = 'px-3 py-3 sm:px-4';

export interface TableColumn {
  readonly label: ReactNode;
  /** Numbers line up on the right. */
  readonly numeric?: boolean;
}

/**
 * The content pages' data table: scrolls sideways on a phone (TableScroller), names itself to screen
 * readers with its caption, and heads every column with a `scope="col"` cell. Rows are the caller's.
 */
export function CaptionedTable({
  caption,
  regionLabel = caption,
  columns,
  minWidth = '',
  headClassName = 'bg-slate-900 text-slate-300',
  bodyClassName = 'divide-y divide-slate-800 text-slate-300',
  children,
}: {
  caption: string;
  /** The scrolling region's name, when it should differ from the caption. */
  regionLabel?: string;
  columns: readonly TableColumn[];
  /** A Tailwind min-width class below which the table scrolls instead of squeezing. */
  minWidth?: string;
  headClassName?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <TableScroller label={regionLabel}>
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className={headClassName}>
          <tr>
            {columns.map((column, i) => (
              <th
                key={i}
                scope="col"
                className={`${TABLE_CELL} font-semibold${column.numeric ? ' text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </TableScroller>
  );
}

/** A row's heading cell (its first column), as the content tables style it. */
export function RowHeader({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  return (
    <th scope="row" className={`${TABLE_CELL} font-medium text-white${wrap ? '' : ' whitespace-nowrap'}`}>
      {children}
    </th>
  );
}

/**
 * A trend text with its phrases highlighted (spec section 2). The shared highlighter splits the
 * plain text into segments; each is rendered as a React text node, so a trend can never inject HTML.
 */
import type { TrendSegmentKind } from '@shared/trends/highlight-trend';
import { highlightTrend } from '@shared/trends/highlight-trend';

const kindClasses: Record<Exclude<TrendSegmentKind, 'plain'>, string> = {
  action: 'rounded bg-emerald-500/15 px-1 font-bold text-emerald-300',
  team: 'font-semibold text-sky-300',
  record: 'font-semibold text-amber-200',
  percent: 'font-semibold text-emerald-300',
  units: 'font-semibold text-emerald-300',
  caps: 'font-semibold text-white',
};

export function TrendText({ text }: { text: string }) {
  return (
    <>
      {highlightTrend(text).map((segment, index) =>
        segment.kind === 'plain' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <strong key={index} data-kind={segment.kind} className={kindClasses[segment.kind]}>
            {segment.text}
          </strong>
        ),
      )}
    </>
  );
}

/**
 * A trend text with its phrases highlighted (spec section 2). The shared highlighter splits the
 * plain text into segments; each is rendered as a React text node, so a trend can never inject HTML.
 * Colours say what a phrase means: FADE reads red and PLAY green, and the figures of a losing record
 * (or negative units) are never green.
 */
import type { TrendSegmentKind } from '@shared/trends/highlight-trend';
import { highlightTrend } from '@shared/trends/highlight-trend';
import { isFadeAction, type TrendTone } from '@shared/display/trend-display';

const FIGURE_CLASSES: Record<TrendTone, string> = {
  winning: 'font-semibold text-emerald-300',
  losing: 'font-semibold text-red-300',
  even: 'font-semibold text-slate-200',
};

function segmentClass(kind: Exclude<TrendSegmentKind, 'plain'>, text: string, tone: TrendTone): string {
  switch (kind) {
    case 'action':
      return isFadeAction(text)
        ? 'rounded bg-red-500/15 px-1 font-bold text-red-300'
        : 'rounded bg-emerald-500/15 px-1 font-bold text-emerald-300';
    case 'team':
      return 'font-semibold text-sky-300';
    case 'record':
      return 'font-semibold text-amber-200';
    case 'percent':
      return FIGURE_CLASSES[tone];
    case 'units':
      return /(^|\s)[-−]\d|ROI:? ?[-−]/.test(text) ? FIGURE_CLASSES.losing : FIGURE_CLASSES.winning;
    case 'caps':
      return 'font-semibold text-white';
  }
}

export function TrendText({ text, tone = 'even' }: { text: string; tone?: TrendTone }) {
  return (
    <>
      {highlightTrend(text).map((segment, index) =>
        segment.kind === 'plain' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <strong
            key={index}
            data-kind={segment.kind}
            className={segmentClass(segment.kind, segment.text, tone)}
          >
            {segment.text}
          </strong>
        ),
      )}
    </>
  );
}

/**
 * The edge meter (visitor spec section 4): tier, width and the legend's range from the shared edge
 * rules (the pricing's own thresholds; no risk level: the backtest shows no edge is safe). The bar fills
 * 300 ms after it scrolls into view, over 1 s; with reduced motion it is drawn full at once. It
 * animates a transform, so filling it never moves anything else on the page.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  edgeBar,
  edgeCategory,
  edgeCategoryRangeText,
  formatEdgePercentage,
  type EdgeCategoryLabel,
} from '@shared/display/edge-display';
import { EDGE_LABEL } from '@shared/display/market-lines';
import { cn } from '../../lib/cn';
import { useOnceInView } from '../../lib/use-once-in-view';

export const EDGE_METER_DELAY_MS = 300;

const TONES: Record<EdgeCategoryLabel, { bar: string; text: string }> = {
  'STRONG VALUE': { bar: 'bg-emerald-400', text: 'text-emerald-300' },
  'MARGINAL VALUE': { bar: 'bg-amber-400', text: 'text-amber-300' },
  'NO EDGE': { bar: 'bg-slate-500', text: 'text-slate-300' },
  OVERPRICED: { bar: 'bg-red-400', text: 'text-red-300' },
};

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * True `delayMs` after the element is first half in view (at once with reduced motion). It starts
 * false everywhere, as in the prerendered page, so hydration matches; the effect decides.
 */
function useStartWhenVisible(ref: RefObject<Element | null>, delayMs: number): boolean {
  const [started, setStarted] = useState(false);
  const seen = useOnceInView(ref, { threshold: 0.5 });
  useEffect(() => {
    if (started) return;
    const reduced = prefersReducedMotion();
    if (!seen && !reduced) return;
    const timer = setTimeout(() => setStarted(true), reduced ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [seen, started, delayMs]);
  return started;
}

export function EdgeMeter({ edge }: { edge: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const filled = useStartWhenVisible(ref, EDGE_METER_DELAY_MS);
  const bar = edgeBar(edge);
  const category = edgeCategory(edge);
  const tone = TONES[category.label];
  return (
    <div ref={ref} className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-semibold text-slate-300">{EDGE_LABEL}</span>
        <span className={cn('text-2xl font-black tabular-nums', tone.text)}>
          {formatEdgePercentage(edge)}
        </span>
      </div>
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-800">
        <div
          data-testid="edge-meter-bar"
          data-filled={filled}
          className={cn(
            'h-full origin-left rounded-full transition-transform duration-1000 ease-out motion-reduce:transition-none',
            tone.bar,
            // Empty by class, not by a style attribute: the prerendered page's CSP refuses those.
            !filled && 'scale-x-0',
          )}
          style={filled ? { scale: `${bar.width / 100} 1` } : undefined}
        />
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-xs">
        <span className={cn('font-bold tracking-wide', tone.text)}>{category.label}</span>
        <span className="text-slate-400">{edgeCategoryRangeText(category.label)}</span>
      </div>
    </div>
  );
}

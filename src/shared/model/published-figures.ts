import figures from './backtest-figures.json' with { type: 'json' };
import type { BacktestFigures } from './backtest-figures';

/**
 * The committed backtest figures (written by `npm run backtest:figures`), typed. Pages import them from
 * here rather than parsing with zod in the browser; published-figures.test.ts checks the file against
 * `backtestFiguresSchema`, so a missing or renamed field fails the tests, not a page.
 */
export const PUBLISHED_FIGURES = figures as BacktestFigures;

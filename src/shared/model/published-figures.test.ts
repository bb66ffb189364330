import { describe, expect, it } from 'vitest';
import { backtestFiguresSchema } from './backtest-figures';
import { PUBLISHED_FIGURES } from './published-figures';

describe('published backtest figures', () => {
  it('match the schema the pages rely on', () => {
    expect(() => backtestFiguresSchema.parse(PUBLISHED_FIGURES)).not.toThrow();
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_FIGURES } from '@shared/model/published-figures';
import { calibrationChartUrl } from '@shared/display/backtest-display';

const ROOT = join(import.meta.dirname, '..', '..');

describe('calibration charts served by the methodology page', () => {
  it('are byte-for-byte the charts the backtest wrote (re-copy after `npm run backtest:figures`)', () => {
    for (const league of Object.values(PUBLISHED_FIGURES.leagues)) {
      const served = readFileSync(join(ROOT, 'src/web/public', calibrationChartUrl(league)), 'utf8');
      expect(served).toBe(readFileSync(join(ROOT, league.calibrationChart), 'utf8'));
    }
  });
});

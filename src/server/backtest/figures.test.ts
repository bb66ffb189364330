import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestFiguresSchema, leagueFiguresSchema } from '@shared/model/backtest-figures';
import { DEFAULT_HISTORY_DIR } from '../history/history-dir';
import { backtestFigures, FIGURES_FILE, leagueFigures, REPORTED_RANGE, wongLegFigures } from './figures';
import { loadLeagueData } from './league-data';
import { runBacktest } from './run-backtest';

/** Walking real seasons takes seconds of CPU; on a busy 2-core machine more than the default 5 s. */
const WALK_TIMEOUT = 60_000;

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every key path of a JSON value (array items collapsed to `[]`), to compare shapes, not numbers. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [`${path}[]`, ...value.slice(0, 1).flatMap((v) => shape(v, `${path}[]`))];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [`${path}.${k}`, ...shape(v, `${path}.${k}`)]);
  }
  return [];
}

let dir: string;

beforeAll(() => {
  // College 2024 (with the per-book openers) and NFL 2023–2024: small enough to walk in a unit test.
  dir = mkdtempSync(join(tmpdir(), 'betlens-figures-'));
  const subset = (relative: string, keep: (cells: string[]) => boolean) => {
    const [header, ...rows] = readFileSync(join(DEFAULT_HISTORY_DIR, relative), 'utf8').trimEnd().split('\n');
    mkdirSync(join(dir, relative, '..'), { recursive: true });
    writeFileSync(join(dir, relative), [header, ...rows.filter((r) => keep(r.split(',')))].join('\n') + '\n');
  };
  const copy = (relative: string) => {
    mkdirSync(join(dir, relative, '..'), { recursive: true });
    copyFileSync(join(DEFAULT_HISTORY_DIR, relative), join(dir, relative));
  };
  subset('nfl/games.csv', (c) => ['2023', '2024'].includes(c[1]!));
  copy('nfl/team_abbr_history.csv');
  subset('cfb/games_2021_2024.csv', (c) => ['2023', '2024'].includes(c[1]!));
  for (const f of [
    'cfb/lines_consensus_2021_2024.csv',
    'cfb/lines_by_provider_2024_regular.csv',
    'cfb/fbs_teams.csv',
    'ratings/cfb_sp_plus_talent_2021_2024.csv',
    'ratings/cfb_fpi_2021_2024.csv',
  ]) {
    copy(f);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('published backtest figures', () => {
  const committed: unknown = JSON.parse(readFileSync(resolve(ROOT, FIGURES_FILE), 'utf8'));

  it('are committed with every field the pages read, over the reported ranges', () => {
    const figures = backtestFiguresSchema.parse(committed);
    for (const [key, league] of [
      ['nfl', 'NFL'],
      ['cfb', 'CFB'],
    ] as const) {
      const f = figures.leagues[key];
      expect(f.league).toBe(league);
      expect({ from: f.from, to: f.to }).toEqual(REPORTED_RANGE[league]);
      expect(existsSync(resolve(ROOT, f.calibrationChart))).toBe(true);
      expect(f.atsVsClose.map((t) => t.label)).toEqual(['0–1.5', '1.5–3', '3+', 'all']);
      expect(f.bySeason).toHaveLength(f.to - f.from + 1);
    }
    // College 2024 has openers: the opener comparison and the closing-line value are published.
    expect(figures.leagues.cfb.opening).not.toBeNull();
    expect(figures.leagues.cfb.clv).not.toBeNull();
    expect(figures.leagues.cfb.atsVsOpen).not.toBeNull();
    expect(figures.leagues.nfl.clv).toBeNull();
    // Wong legs: the NFL reported range, then every bundled season with a closing line.
    expect(figures.wongLegs.reported).toMatchObject(REPORTED_RANGE.NFL);
    expect(figures.wongLegs.allHistory.from).toBeLessThan(REPORTED_RANGE.NFL.from);
    expect(figures.wongLegs.reported.legs).toBeGreaterThan(500);
    expect(readFileSync(resolve(ROOT, FIGURES_FILE), 'utf8').length).toBeLessThan(16_000);
  });

  it(
    'have the shape a fresh run writes',
    () => {
      const nfl = leagueFigures(runBacktest({ league: 'NFL', from: 2024, to: 2024, dataDir: dir }), 'x.svg');
      const cfb = leagueFigures(runBacktest({ league: 'CFB', from: 2024, to: 2024, dataDir: dir }), 'y.svg');
      leagueFiguresSchema.parse(nfl);
      leagueFiguresSchema.parse(cfb);
      expect(cfb.clv?.disagreements).toBeGreaterThan(100);
      // Same key paths as the committed file (the numbers differ: this run covers one season).
      const fresh = backtestFigures(nfl, cfb, wongLegFigures(loadLeagueData('NFL', dir).games));
      expect(shape(fresh).sort()).toEqual(shape(committed).sort());
    },
    WALK_TIMEOUT,
  );

  it('fail the schema when a field is missing', () => {
    const broken = structuredClone(committed) as { leagues: { cfb: Record<string, unknown> } };
    delete broken.leagues.cfb.clv;
    expect(backtestFiguresSchema.safeParse(broken).success).toBe(false);
  });
});

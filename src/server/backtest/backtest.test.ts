import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_RATING_CONFIG } from '../ratings/rating-config';
import { DEFAULT_HISTORY_DIR } from '../history/history-dir';
import { calibrationSvg } from './calibration-svg';
import { loadLeagueData } from './league-data';
import { formatReport } from './report';
import { runBacktest } from './run-backtest';
import { walkForward } from './walk-forward';

/** Walking real seasons takes seconds of CPU; on a busy 2-core machine more than the default 5 s. */
const WALK_TIMEOUT = 60_000;

/** A fixture data directory with the bundled layout: NFL 2018–2020 and college 2021–2022 only. */
let dir: string;

function subset(relative: string, keep: (cells: string[]) => boolean): void {
  const [header, ...rows] = readFileSync(join(DEFAULT_HISTORY_DIR, relative), 'utf8').trimEnd().split('\n');
  mkdirSync(join(dir, relative, '..'), { recursive: true });
  // Seasons are the leading or second column in these files and never quoted, so a plain split suffices.
  writeFileSync(join(dir, relative), [header, ...rows.filter((r) => keep(r.split(',')))].join('\n') + '\n');
}

function copy(relative: string): void {
  mkdirSync(join(dir, relative, '..'), { recursive: true });
  copyFileSync(join(DEFAULT_HISTORY_DIR, relative), join(dir, relative));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'betlens-backtest-'));
  subset('nfl/games.csv', (c) => ['2018', '2019', '2020'].includes(c[1]!));
  copy('nfl/team_abbr_history.csv');
  subset('cfb/games_2021_2024.csv', (c) => ['2021', '2022'].includes(c[1]!));
  copy('cfb/lines_consensus_2021_2024.csv');
  copy('cfb/fbs_teams.csv');
  copy('ratings/cfb_sp_plus_talent_2021_2024.csv');
  copy('ratings/cfb_fpi_2021_2024.csv');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('backtest on a fixture subset', () => {
  it(
    'reports NFL seasons with the closing line as benchmark',
    () => {
      const report = runBacktest({ league: 'NFL', from: 2019, to: 2020, dataDir: dir });
      expect(report.overall.games).toBe(267 + 269);
      expect(report.seasons.map((s) => s.season)).toEqual([2019, 2020]);
      // The closing line's MAE is computed from the data directly.
      const games = loadLeagueData('NFL', dir).games.filter((g) => g.season >= 2019);
      const closeMae =
        games.reduce((s, g) => s + Math.abs(g.homeScore - g.awayScore + g.homeLine!), 0) / games.length;
      expect(report.overall.closeMarginMae).toBeCloseTo(closeMae, 9);
      for (const value of [
        report.overall.modelMarginMae,
        report.overall.modelTotalMae,
        report.overall.closeTotalMae,
        report.overall.brier,
        report.overall.blended.modelMarginMae,
      ]) {
        expect(Number.isFinite(value)).toBe(true);
      }
      expect(report.overall.brier).toBeGreaterThan(0.2);
      expect(report.overall.brier).toBeLessThan(0.3);
      expect(report.overall.calibration.reduce((s, b) => s + b.games, 0)).toBe(report.overall.coverGames);
      expect(report.targets.length).toBe(5);
      const text = formatReport(report);
      expect(text).toContain('overall');
      expect(text).toMatch(/Elapsed: \d+\.\d\d s/);
      const svg = calibrationSvg('t', 's', [
        { label: 'model', colour: '#000', bins: report.overall.calibration },
      ]);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    },
    WALK_TIMEOUT,
  );

  it(
    'reports college FBS-vs-FBS games and counts the rest',
    () => {
      const report = runBacktest({ league: 'CFB', from: 2022, to: 2022, dataDir: dir });
      expect(report.overall.games).toBe(776);
      expect(report.counts[0]).toMatchObject({
        season: 2022,
        allGames: 3705,
        targetGames: 776,
        scoredGames: 776,
      });
    },
    WALK_TIMEOUT,
  );

  it(
    'does not let a later score change an earlier prediction',
    () => {
      const data = loadLeagueData('NFL', dir);
      const base = walkForward(data.games, NFL_RATING_CONFIG, data.engineOptions).rows;
      const victim = data.games.findIndex((g) => g.season === 2020);
      const altered = data.games.map((g, i) => (i === victim ? { ...g, homeScore: g.homeScore + 40 } : g));
      const changed = walkForward(altered, NFL_RATING_CONFIG, data.engineOptions).rows;
      const cutoff = data.games[victim]!.kickoff;
      const before = base.filter((r) => r.game.kickoff <= cutoff).length;
      expect(before).toBeGreaterThan(500);
      for (let i = 0; i < before; i++) {
        expect(changed[i]!.model).toEqual(base[i]!.model);
        expect(changed[i]!.blended).toEqual(base[i]!.blended);
      }
      expect(changed[changed.length - 1]!.model).not.toEqual(base[base.length - 1]!.model);
    },
    WALK_TIMEOUT,
  );
});

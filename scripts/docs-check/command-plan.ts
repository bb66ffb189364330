import type { DocCommand } from './extract-commands';

/**
 * What the docs check does with each documented command. Commands are run from the repository root
 * by bash, with the environment of `checkEnv` (scripts/docs-check/run-command.ts). In a command,
 * `<TMP>` is a fresh temporary folder of its own, `<PORT>` a free port, and `<NAME>` a value an
 * earlier command of the same group captured.
 */
export type Plan =
  | {
      kind: 'run';
      command: string;
      /** Why the command run differs from the documented one (absent: it is run as shown). */
      reason?: string;
      /** Commands of one group run one after another in doc order, on one DATA_DIR. */
      group?: string;
      /** Names the command's last output line, for later commands of its group (a printed key). */
      capture?: string;
      timeoutMs?: number;
    }
  | { kind: 'server'; command: string; reason?: string; ready: RegExp; probe: string; group?: string }
  | { kind: 'skip'; reason: string };

interface Rule {
  match: RegExp;
  plan: (text: string) => Plan;
}

/**
 * `npm start` and `npm run cli` both rebuild dist/server before node loads it: run side by side, one
 * would load a bundle the other is writing. So they run one after another, on one database (the
 * CLI's commands then act on what the first start created, as a newcomer's would).
 */
const COMPILED = 'compiled-server';
const CI_RUNS_IT = 'CI runs it as a step of its own (.ci/run)';
/** `npm start` and `npm run dev` print this once they listen (src/server/main.ts). */
const SERVER_READY = /is running at (http:\/\/\S+)/;

const skip = (reason: string) => (): Plan => ({ kind: 'skip', reason });

/**
 * The per-command table, first match wins; each entry that changes a command says why. A command no
 * rule matches is run as shown (with a two-minute limit), so a newly documented command is checked
 * without an entry here.
 */
export const RULES: readonly Rule[] = [
  { match: /…/, plan: skip('a placeholder (the commands it stands for are listed beside it)') },
  { match: /^npm run check:docs$/, plan: skip('this check itself') },
  // The CI's own steps: running them twice buys nothing.
  { match: /^npm install$/, plan: skip(CI_RUNS_IT) },
  { match: /^(\w+=\S+ )*npm (run )?test$/, plan: skip(CI_RUNS_IT) },
  {
    match: /^npm run (lint|typecheck|build|check:test-only-exports|proof:instances)$/,
    plan: skip(CI_RUNS_IT),
  },
  { match: /^npm run test:browser(:look)?$/, plan: skip(`${CI_RUNS_IT} (Playwright journeys)`) },
  {
    match: /^(\w+=\S+ )*npm run build:extension$/,
    plan: skip(`${CI_RUNS_IT}; another origin would only replace the extension CI built in dist/`),
  },
  { match: /^npm run (backtest:figures|fit:demo-books) -- --check$/, plan: skip(CI_RUNS_IT) },
  { match: /^bash \.ci\/run$/, plan: skip('CI itself') },
  {
    match: /^npm run (backtest:figures|fit:demo-books)$/,
    plan: skip(
      'rewrites a committed file; CI runs the same fit with -- --check, which fails when it is stale',
    ),
  },
  {
    match: /^npm run build:bookmarklet$/,
    plan: () => ({
      kind: 'run',
      command: 'npm run build:bookmarklet -- --check',
      reason: 'the bare command rewrites the committed loader; --check builds it and fails when it is stale',
    }),
  },
  {
    match: /^npx tsx (scripts\/make-icons\.ts|tests\/fixtures\/odds-api\/build\.ts)$/,
    plan: skip('rewrites committed files (icons, fixtures) in the working tree'),
  },
  {
    match: /^npm run db:generate$/,
    plan: skip('writes a migration into src/server/db/migrations when the schema changed; a human step'),
  },
  { match: /^curl .*\/metrics$/, plan: skip('needs a running server with METRICS_TOKEN set') },
  {
    match: /^node --cpu-prof$/,
    plan: skip('a flag named in prose (how a profile was taken), not a command'),
  },
  {
    match: /^npm run bench:web$/,
    plan: skip('downloads Lighthouse with npx (an outside registry) and measures timings, not behaviour'),
  },
  {
    match: /^npm run bench:verify$/,
    plan: skip('its exit status is a p99 latency target, which a shared CI machine cannot promise'),
  },
  {
    match: /^npm run bench$/,
    plan: skip(
      'a load benchmark: its own server start, a wait of up to 2 minutes for a full slate, then 16 load ' +
        'runs (with BENCH_DURATION=1 it had not ended after 4 minutes); npm start is checked here',
    ),
  },
  {
    match: /^npm run bench:freshness$/,
    plan: () => ({
      kind: 'run',
      command: 'BENCH_HOURS=2 BENCH_MOVES=2 npm run bench:freshness',
      reason: 'the full simulated day takes about 4 minutes; the first 2 hours with 2 moves run every part',
      timeoutMs: 240_000,
    }),
  },
  // Servers: started on a fresh DATA_DIR and a free port, stopped once they answer.
  {
    match: /^npm start$/,
    plan: (text) => ({
      kind: 'server',
      command: `PORT=<PORT> ${text}`,
      reason: 'on a free port and a fresh DATA_DIR, stopped once /api/health answers',
      ready: SERVER_READY,
      probe: '/api/health',
      group: COMPILED,
    }),
  },
  {
    match: /^npm run dev$/,
    plan: (text) => ({
      kind: 'server',
      command: `PORT=<PORT> ${text}`,
      reason: 'on a free port and a fresh DATA_DIR, stopped once /api/health answers',
      ready: SERVER_READY,
      probe: '/api/health',
    }),
  },
  {
    match: /^npm run dev:web$/,
    plan: () => ({
      kind: 'server',
      command: 'npm run dev:web -- --port <PORT> --strictPort',
      reason: 'on a free port, stopped once / answers',
      ready: /Local:\s+(http:\/\/\S+?)\/?\s/,
      probe: '/',
    }),
  },
  // The operator CLI: one embedded database, the documented order, keys taken from the output.

  {
    match: /^npm run cli$/,
    plan: () => ({
      kind: 'run',
      command: 'npm run cli -- help',
      group: COMPILED,
      reason: 'alone it prints the usage and exits 1; `help` prints the same and exits 0',
    }),
  },
  {
    match: /^npm run cli -- (license|admin-key) create /,
    plan: (text) => ({
      kind: 'run',
      command: text,
      group: COMPILED,
      capture: text.includes('admin-key') ? 'ADMIN_KEY' : 'KEY',
    }),
  },
  {
    match: /^npm run cli -- /,
    plan: (text) => {
      const command = text
        .replace(/ KEY-or-LAST4$/, ' <ADMIN_KEY>')
        .replace(/ KEY( |$)/, ' <KEY>$1')
        .replace(/ \[--data DIR\]$/, ' --data resources/history');
      return {
        kind: 'run',
        command,
        group: COMPILED,
        timeoutMs: 240_000,
        ...(command === text
          ? {}
          : { reason: 'the keys printed by the create commands; DIR: the bundled history' }),
      };
    },
  },
  // Model commands: no write into docs/ or the working tree; placeholders filled in.
  {
    match: /^npm run backtest -- /,
    plan: (text) => {
      let command = text
        .replace(/ \[--data DIR\]/, ' --data resources/history')
        .replace(/ --data \/path\/to\/data/, ' --data resources/history')
        .replace(/ --json out\//, ' --json <TMP>/');
      if (!/ --svg /.test(command)) command += ' --svg <TMP>/calibration.svg';
      return {
        kind: 'run',
        command,
        reason:
          'JSON and chart into a temporary folder (the chart would replace docs/calibration-*.svg); DIR: the bundled history',
      };
    },
  },
  {
    match: /^npx tsx src\/server\/backtest\/tune\.ts /,
    plan: (text) => ({
      kind: 'run',
      command: `${text} --passes 1 --only lines`,
      reason: 'the full coordinate search takes minutes; one pass over one section runs the same code',
    }),
  },
  {
    match: /^npm run measure:demo \[-- --now ISO\]$/,
    plan: () => ({
      kind: 'run',
      command: 'npm run measure:demo -- --now 2026-10-27T16:00:00Z',
      reason: 'ISO is a placeholder: a Tuesday in the season',
    }),
  },
];

/** A documented `a && b` is two commands, each planned on its own. */
export function splitCompound(commands: readonly DocCommand[]): DocCommand[] {
  const seen = new Set<string>();
  const out: DocCommand[] = [];
  for (const command of commands) {
    for (const part of command.text.split(' && ').map((p) => p.trim())) {
      if (part === '' || seen.has(part)) continue;
      seen.add(part);
      out.push({ text: part, where: command.where });
    }
  }
  return out;
}

export function planFor(text: string): { plan: Plan; rule: number } {
  const index = RULES.findIndex((rule) => rule.match.test(text));
  if (index < 0) return { plan: { kind: 'run', command: text }, rule: -1 };
  return { plan: RULES[index]!.plan(text), rule: index };
}

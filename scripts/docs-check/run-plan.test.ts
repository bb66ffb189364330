import { describe, expect, it } from 'vitest';
import { planFor } from './command-plan';
import { checkEnv, runServer, runToEnd } from './run-command';
import { formatFailure, runPlannedCommands, staticProblem, type Planned } from './run-plan';

const ROOT = new URL('../..', import.meta.url).pathname;
const env = checkEnv('/nonexistent-data-dir');
const planned = (text: string, where = 'README.md:1'): Planned => ({ text, where, plan: planFor(text).plan });

describe('the docs check fails a documented command that is broken', () => {
  it('on an unknown flag: the backtest command the docs show, with one flag too many', async () => {
    // `npm run backtest -- --league nfl` failed this way before e98f796 (the CLI's flag list refused
    // --league); a flag the backtest does not know takes the same path today.
    const [outcome] = await runPlannedCommands(
      ROOT,
      [planned('npm run backtest -- --league nfl --weeks 3')],
      1,
    );
    expect(outcome!.result.ok).toBe(false);
    expect(outcome!.ran).toMatch(
      /^npm run backtest -- --league nfl --weeks 3 --svg \/tmp\/\S+\/calibration\.svg$/,
    );
    const message = formatFailure(outcome!);
    expect(message).toContain('FAILED README.md:1: npm run backtest -- --league nfl --weeks 3');
    expect(message).toContain('exit 2');
    expect(message).toMatch(/Unknown option '--weeks'/);
  }, 120_000);

  it("on the pre-e98f796 parse: the operator CLI's flag list refusing --league", async () => {
    const result = await runToEnd(
      `npx tsx -e "import('./src/server/cli/parse-args.ts').then((m) => m.parseArgs(['--league', 'nfl']))"`,
      { cwd: ROOT, env, timeoutMs: 60_000 },
    );
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/Unknown option '--league'/);
  }, 60_000);

  it('on an unknown-flag message even when the command exits 0', async () => {
    const result = await runToEnd(`node -e "console.error('error: unknown option --fast')"`, {
      cwd: ROOT,
      env,
      timeoutMs: 30_000,
    });
    expect(result).toMatchObject({ ok: false, problem: 'printed an unknown-flag message' });
  });

  it('on a command that does not end in time, and passes one that ends well', async () => {
    const slow = await runToEnd('sleep 30', { cwd: ROOT, env, timeoutMs: 300 });
    expect(slow).toMatchObject({ ok: false, problem: 'did not end within 0.3 s' });
    const fine = await runToEnd('echo "$DATA_DIR"', { cwd: ROOT, env, timeoutMs: 30_000 });
    expect(fine).toMatchObject({ ok: true, output: '/nonexistent-data-dir\n' });
  });

  it('on a script or file that no longer exists, even for a skipped command', () => {
    const scripts = { lint: 'eslint .' };
    expect(staticProblem('npm run lint', scripts, ROOT)).toBeNull();
    expect(staticProblem('npm run bench:nope', scripts, ROOT)).toBe(
      'package.json has no script "bench:nope"',
    );
    expect(staticProblem('npx tsx scripts/gone.ts', scripts, ROOT)).toBe('scripts/gone.ts does not exist');
  });
});

describe('a server command', () => {
  const server = (body: string) =>
    `node -e "const s=require('http').createServer((q,r)=>{r.statusCode=q.url==='/api/health'?200:404;r.end()});` +
    `s.listen(0,'127.0.0.1',()=>{${body}})"`;
  const ready = /is running at (http:\/\/\S+)/;

  it('passes once its ready line is printed and the probe answers, and is stopped', async () => {
    const result = await runServer(
      server("console.log('  X is running at http://127.0.0.1:'+s.address().port)"),
      {
        cwd: ROOT,
        env,
        timeoutMs: 30_000,
        ready,
        probe: '/api/health',
      },
    );
    expect(result).toMatchObject({ ok: true });
  });

  it('reads a ready line through colour codes (Vite colours it even under CI)', async () => {
    const result = await runServer(
      server(
        "console.log('  \\u001b[32m➜\\u001b[39m  \\u001b[1mLocal\\u001b[22m:   \\u001b[36mhttp://127.0.0.1:'+s.address().port+'/\\u001b[39m')",
      ),
      { cwd: ROOT, env, timeoutMs: 30_000, ready: /Local:\s+(http:\/\/\S+?)\/?\s/, probe: '/api/health' },
    );
    expect(result).toMatchObject({ ok: true });
  });

  it('fails when the probe answers an error, or it exits before its ready line', async () => {
    const notFound = await runServer(
      server("console.log('is running at http://127.0.0.1:'+s.address().port)"),
      {
        cwd: ROOT,
        env,
        timeoutMs: 30_000,
        ready,
        probe: '/missing',
      },
    );
    expect(notFound.problem).toMatch(/^GET http:\/\/127\.0\.0\.1:\d+\/missing answered 404$/);
    const exited = await runServer('echo starting; exit 3', {
      cwd: ROOT,
      env,
      timeoutMs: 30_000,
      ready,
      probe: '/',
    });
    expect(exited).toMatchObject({ ok: false, problem: 'exited (3) before its ready line' });
  });
});

describe('checkEnv', () => {
  it('drops outside services and points the database at the given folder', () => {
    const result = checkEnv('/tmp/d', { PATH: '/bin', ODDS_API_KEY: 'k', DATABASE_URL: 'postgres://x' });
    expect(result).toEqual({
      PATH: '/bin',
      DATA_DIR: '/tmp/d',
      DATABASE_URL: '',
      REDIS_URL: '',
      NFL_RESULTS_SYNC: 'false',
    });
  });
});

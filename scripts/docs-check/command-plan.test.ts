import { describe, expect, it } from 'vitest';
import { extractAll } from './extract-commands';
import { planFor, RULES, splitCompound } from './command-plan';

const ROOT = new URL('../..', import.meta.url).pathname;
const documented = splitCompound(extractAll(ROOT));

describe('the plan of every documented command', () => {
  it('splits `a && b` into its commands, each once', () => {
    const split = splitCompound([
      { text: 'npm install && npm start', where: 'R:1' },
      { text: 'npm install && npm test', where: 'R:2' },
    ]);
    expect(split.map((c) => c.text)).toEqual(['npm install', 'npm start', 'npm test']);
  });

  it('never writes into the working tree: charts and JSON go to the temporary folder', () => {
    for (const { text } of documented) {
      const { plan } = planFor(text);
      if (plan.kind === 'skip') continue;
      expect(plan.command, text).not.toMatch(/--(json|svg) (?!<TMP>\/|none\b)/);
      if (/^npm run backtest /.test(text)) expect(plan.command, text).toMatch(/--svg (<TMP>\/|none)/);
      expect(plan.command, text).not.toMatch(/\b(DIR|ISO|KEY-or-LAST4|…)\b|\/path\/to\//);
    }
  });

  it('skips CI steps with a reason and runs the servers until they answer', () => {
    const lint = planFor('npm run lint').plan;
    expect(lint.kind === 'skip' && lint.reason).toMatch(/^CI runs it/);
    expect(planFor('npm start').plan).toMatchObject({ kind: 'server', probe: '/api/health' });
    expect(planFor('npm run cli -- license revoke KEY').plan).toMatchObject({
      kind: 'run',
      command: 'npm run cli -- license revoke <KEY>',
    });
  });

  it('runs an unlisted command as shown', () => {
    expect(planFor('npm run something-new -- --x').plan).toEqual({
      kind: 'run',
      command: 'npm run something-new -- --x',
    });
  });

  it('has no rule that no documented command matches', () => {
    const stale = RULES.filter((rule) => !documented.some((c) => rule.match.test(c.text)));
    expect(stale.map((rule) => rule.match.source)).toEqual([]);
  });
});

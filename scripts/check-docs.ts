/**
 * `npm run check:docs`: every shell command README.md and docs/*.md show is run (or skipped for a
 * stated reason), so a documented command that no longer works fails CI. The table of what is run
 * how, and why, is scripts/docs-check/command-plan.ts; the README's "What CI runs" lists it.
 *
 *   npm run check:docs                 run them all, in two lanes
 *   npm run check:docs -- --list       print each command's plan, run nothing
 *   npm run check:docs -- --only TEXT  only the commands whose text contains TEXT
 *   npm run check:docs -- --lanes N    N commands at once (default 2, one per core here)
 *
 * Exits 1 when any command fails (a non-zero exit, an unknown-flag message, a server that never
 * answered), naming the command and the tail of its output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extractAll } from './docs-check/extract-commands';
import { planFor, RULES, splitCompound } from './docs-check/command-plan';
import {
  formatFailure,
  runPlannedCommands,
  staticProblem,
  type Outcome,
  type Planned,
} from './docs-check/run-plan';

const ROOT = join(import.meta.dirname, '..');

function describe(command: Planned): string {
  const plan = command.plan;
  if (plan.kind === 'skip') return `skip    ${command.text}\n          (${plan.reason})`;
  const changed =
    plan.command === command.text ? '' : `\n          as: ${plan.command}\n          (${plan.reason ?? ''})`;
  return `${plan.kind.padEnd(7)} ${command.text}${changed}`;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { list: { type: 'boolean' }, only: { type: 'string' }, lanes: { type: 'string', default: '2' } },
  });
  const lanes = Number(values.lanes);
  if (!Number.isInteger(lanes) || lanes < 1) throw new Error('--lanes must be a whole number of 1 or more');
  const scripts = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;

  const all: Planned[] = splitCompound(extractAll(ROOT)).map((c) => ({ ...c, plan: planFor(c.text).plan }));
  const unused = RULES.filter((rule) => !all.some((c) => rule.match.test(c.text)));
  for (const rule of unused) console.warn(`warning: no documented command matches the rule ${rule.match}`);
  const chosen = values.only ? all.filter((c) => c.text.includes(values.only!)) : all;

  if (values.list) {
    for (const command of chosen) console.log(`${command.where.padEnd(24)} ${describe(command)}`);
    return 0;
  }

  const staticFailures: string[] = [];
  for (const command of chosen) {
    const problem = staticProblem(command.text, scripts, ROOT);
    if (problem) staticFailures.push(`${command.where}: ${command.text}: ${problem}`);
    if (command.plan.kind === 'skip')
      console.log(`skipped  ${command.where}  ${command.text}  (${command.plan.reason})`);
  }

  const started = performance.now();
  const failures: Outcome[] = [];
  await runPlannedCommands(ROOT, chosen, lanes, (outcome) => {
    const { result } = outcome;
    const status = result.ok ? 'ok     ' : 'FAILED ';
    console.log(
      `${status} ${result.seconds.toFixed(1).padStart(6)} s  ${outcome.command.where}  ${outcome.ran}`,
    );
    if (!result.ok) failures.push(outcome);
  });

  const ran = chosen.filter((c) => c.plan.kind !== 'skip').length;
  console.log(
    `\n${ran} documented commands run, ${chosen.length - ran} skipped, ` +
      `${failures.length + staticFailures.length} failed, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const line of staticFailures) console.error(`\nFAILED ${line}`);
  for (const failure of failures) console.error(`\n${formatFailure(failure)}`);
  return failures.length + staticFailures.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  process.exitCode = await main();
}

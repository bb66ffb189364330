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
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extractAll, type DocCommand } from './docs-check/extract-commands';
import { planFor, RULES, splitCompound, type Plan } from './docs-check/command-plan';
import { checkEnv, freePort, runServer, runToEnd, tail, type RunResult } from './docs-check/run-command';

const ROOT = join(import.meta.dirname, '..');
const DEFAULT_TIMEOUT_MS = 120_000;
const SERVER_TIMEOUT_MS = 240_000;

interface Planned extends DocCommand {
  plan: Plan;
}
interface Outcome {
  command: Planned;
  ran: string;
  result: RunResult;
}

/** A skipped command still has to name a script or file that exists. */
export function staticProblem(text: string, scripts: Record<string, string>, root: string): string | null {
  const script = /(?:^|\s)npm run ([\w:-]+)/.exec(text)?.[1];
  if (script && !(script in scripts)) return `package.json has no script "${script}"`;
  const file = /^npx tsx (\S+\.tsx?)/.exec(text)?.[1];
  if (file && !existsSync(join(root, file))) return `${file} does not exist`;
  return null;
}

async function runPlanned(
  command: Planned,
  captured: Map<string, string>,
  dataDir: string,
): Promise<Outcome> {
  const plan = command.plan;
  if (plan.kind === 'skip') throw new Error('a skipped command is not run');
  const tmp = mkdtempSync(join(tmpdir(), 'check-docs-'));
  try {
    let ran = plan.command.replaceAll('<TMP>', tmp).replaceAll('<PORT>', String(await freePort()));
    const missing: string[] = [];
    ran = ran.replace(/<([A-Z_]+)>/g, (whole, name: string) => {
      const value = captured.get(name);
      if (value === undefined) missing.push(name);
      return value ?? whole;
    });
    if (missing.length > 0) {
      const problem = `needs ${missing.join(', ')}, which no earlier command of its group printed`;
      return { command, ran, result: { ok: false, problem, output: '', seconds: 0 } };
    }
    const env = checkEnv(dataDir);
    const result =
      plan.kind === 'server'
        ? await runServer(ran, {
            cwd: ROOT,
            env,
            timeoutMs: SERVER_TIMEOUT_MS,
            ready: plan.ready,
            probe: plan.probe,
          })
        : await runToEnd(ran, { cwd: ROOT, env, timeoutMs: plan.timeoutMs ?? DEFAULT_TIMEOUT_MS });
    if (result.ok && plan.kind === 'run' && plan.capture) {
      const last = result.output.trimEnd().split('\n').at(-1)?.trim();
      if (last) captured.set(plan.capture, last);
    }
    return { command, ran, result };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A job is one command, or a group's commands in doc order on one embedded database. */
async function runJob(commands: Planned[], report: (outcome: Outcome) => void): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'check-docs-data-'));
  const captured = new Map<string, string>();
  try {
    for (const command of commands) report(await runPlanned(command, captured, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

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

  const failures: Outcome[] = [];
  const staticFailures: string[] = [];
  for (const command of chosen) {
    const problem = staticProblem(command.text, scripts, ROOT);
    if (problem) staticFailures.push(`${command.where}: ${command.text}: ${problem}`);
    if (command.plan.kind === 'skip')
      console.log(`skipped  ${command.where}  ${command.text}  (${command.plan.reason})`);
  }

  // Groups first: the compiled server's is the longest run of one-after-another commands.
  const groups = new Map<string, Planned[]>();
  const singles: Planned[][] = [];
  for (const command of chosen) {
    if (command.plan.kind === 'skip') continue;
    const group = command.plan.group;
    if (group) groups.set(group, [...(groups.get(group) ?? []), command]);
    else singles.push([command]);
  }
  const jobs = [...groups.values(), ...singles];
  const started = performance.now();
  const report = (outcome: Outcome) => {
    const { result } = outcome;
    const status = result.ok ? 'ok     ' : 'FAILED ';
    console.log(
      `${status} ${result.seconds.toFixed(1).padStart(6)} s  ${outcome.command.where}  ${outcome.ran}`,
    );
    if (!result.ok) failures.push(outcome);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, jobs.length) }, async () => {
      while (next < jobs.length) await runJob(jobs[next++]!, report);
    }),
  );

  const ran = chosen.filter((c) => c.plan.kind !== 'skip').length;
  console.log(
    `\n${ran} documented commands run, ${chosen.length - ran} skipped, ` +
      `${failures.length + staticFailures.length} failed, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const line of staticFailures) console.error(`\nFAILED ${line}`);
  for (const { command, ran: text, result } of failures) {
    console.error(`\nFAILED ${command.where}: ${command.text}`);
    if (text !== command.text) console.error(`  run as: ${text}`);
    console.error(
      `  ${result.problem ?? ''}; the output's last lines:\n${tail(result.output).replace(/^/gm, '  | ')}`,
    );
  }
  return failures.length + staticFailures.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  process.exitCode = await main();
}

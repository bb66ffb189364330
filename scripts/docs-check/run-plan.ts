import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DocCommand } from './extract-commands';
import type { Plan } from './command-plan';
import { checkEnv, freePort, runServer, runToEnd, tail, type RunResult } from './run-command';

const DEFAULT_TIMEOUT_MS = 120_000;
const SERVER_TIMEOUT_MS = 240_000;

export interface Planned extends DocCommand {
  plan: Plan;
}
export interface Outcome {
  command: Planned;
  /** The command as run, placeholders filled in. */
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
  root: string,
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
            cwd: root,
            env,
            timeoutMs: SERVER_TIMEOUT_MS,
            ready: plan.ready,
            probe: plan.probe,
          })
        : await runToEnd(ran, { cwd: root, env, timeoutMs: plan.timeoutMs ?? DEFAULT_TIMEOUT_MS });
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
async function runJob(root: string, commands: Planned[], report: (outcome: Outcome) => void): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'check-docs-data-'));
  const captured = new Map<string, string>();
  try {
    for (const command of commands) report(await runPlanned(root, command, captured, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs every command that is not skipped, `lanes` jobs at once (a group's commands are one job, run
 * first: the longest chain), reporting each outcome as it ends; resolves with all of them.
 */
export async function runPlannedCommands(
  root: string,
  commands: readonly Planned[],
  lanes: number,
  report: (outcome: Outcome) => void = () => {},
): Promise<Outcome[]> {
  const groups = new Map<string, Planned[]>();
  const singles: Planned[][] = [];
  for (const command of commands) {
    if (command.plan.kind === 'skip') continue;
    const group = command.plan.group;
    if (group) groups.set(group, [...(groups.get(group) ?? []), command]);
    else singles.push([command]);
  }
  const jobs = [...groups.values(), ...singles];
  const outcomes: Outcome[] = [];
  const collect = (outcome: Outcome) => {
    outcomes.push(outcome);
    report(outcome);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, jobs.length) }, async () => {
      while (next < jobs.length) await runJob(root, jobs[next++]!, collect);
    }),
  );
  return outcomes;
}

/** A failed command: where the docs show it, what was run, why it failed and its output's tail. */
export function formatFailure({ command, ran, result }: Outcome): string {
  const lines = [`FAILED ${command.where}: ${command.text}`];
  if (ran !== command.text) lines.push(`  run as: ${ran}`);
  lines.push(`  ${result.problem ?? ''}; the output's last lines:`);
  lines.push(tail(result.output).replace(/^/gm, '  | '));
  return lines.join('\n');
}

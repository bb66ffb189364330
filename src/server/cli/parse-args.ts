import { parseArgs as parseNodeArgs } from 'node:util';

/** The CLI's words and flags, parsed by node:util's parseArgs against the flags the CLI knows. */
export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

/** The flags a command knows, each a string or a boolean. */
export type OptionList = Readonly<Record<string, { readonly type: 'string' | 'boolean' }>>;

/**
 * Every flag of every operator CLI command (`npm run cli -- help` lists which command takes which).
 * The backtest, tune and LOSO commands have their own lists (backtest/command-options.ts).
 */
export const CLI_OPTIONS = {
  email: { type: 'string' },
  plan: { type: 'string' },
  days: { type: 'string' },
  'max-devices': { type: 'string' },
  label: { type: 'string' },
  data: { type: 'string' },
  help: { type: 'boolean' },
} as const satisfies OptionList;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** An unknown flag (one not in `options`), or a flag without its value, is a usage error naming it. */
export function parseArgs(argv: readonly string[], options: OptionList = CLI_OPTIONS): ParsedArgs {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseNodeArgs({
      args: [...argv],
      options,
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const flags = new Map<string, string | true>();
  for (const [name, value] of Object.entries(parsed.values)) {
    if (typeof value === 'string') flags.set(name, value);
    else if (value === true) flags.set(name, true);
  }
  return { positionals: parsed.positionals, flags };
}

export function requireFlag(args: ParsedArgs, name: string): string {
  const value = args.flags.get(name);
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

export function intFlag(args: ParsedArgs, name: string, min: number, max: number, fallback?: number): number {
  const raw = args.flags.get(name);
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = typeof raw === 'string' ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

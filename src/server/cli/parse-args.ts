/** Minimal argv parsing: positional words and --flag value pairs (no third-party parser needed). */
export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (inline !== undefined) flags.set(name, inline);
      else if (i + 1 < argv.length && !argv[i + 1]!.startsWith('--')) flags.set(name, argv[++i]!);
      else flags.set(name, true);
    } else {
      positionals.push(arg);
    }
  }
  return { positionals, flags };
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
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

/**
 * The smallest logger the adapters need. A pino (or Fastify) logger satisfies it as is, so the
 * server passes its own logger and tests pass nothing.
 */
export interface ProviderLogger {
  info(obj: Record<string, unknown>, msg?: string): void;
  warn(obj: Record<string, unknown>, msg?: string): void;
  error(obj: Record<string, unknown>, msg?: string): void;
}

export const noopLogger: ProviderLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

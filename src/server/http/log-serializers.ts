import pino from 'pino';

/**
 * What a log line may say about a request and an error. Query strings carry search terms, dates and
 * sometimes keys or numbers: only the path is logged. Database errors quote the failed statement's
 * parameters (drizzle: "params: …", PostgreSQL: "Key (phone)=(…)"), which can be phone numbers or
 * e-mail addresses: those parts are cut, and anything shaped like a phone number is masked.
 */
const PHONE = /\+?\d[\d ().-]{7,}\d/g;
const PARAMS_TAIL = /\bparams:[^\n]*/g;
const KEY_DETAIL = /\bKey \(([^)]*)\)=\([^\n]*\)/g;

export function scrubLogText(text: string): string {
  return text
    .replace(PARAMS_TAIL, 'params: [redacted]')
    .replace(KEY_DETAIL, 'Key ($1)=([redacted])')
    .replace(PHONE, '[number]');
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubLogText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    // A failed statement's own parameter list.
    if (key === 'params' || key === 'parameters') continue;
    out[key] = scrub(child, depth + 1);
  }
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
  host?: string;
  socket?: { remoteAddress?: string };
  ip?: string;
}

export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: request.url.split('?')[0] ?? '',
      host: request.host,
      remoteAddress: request.ip ?? request.socket?.remoteAddress,
    };
  },
  err(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
    return scrub(pino.stdSerializers.err(error)) as ReturnType<typeof pino.stdSerializers.err>;
  },
};

/** An international number as services quote it (+1 202 555 0123, +12025550123): dates do not match. */
const INTERNATIONAL_PHONE = /\+\d[\d ().-]{6,}\d/g;

function maskNumbers(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(INTERNATIONAL_PHONE, '[number]');
  if (depth > 3 || value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (Array.isArray(value)) return value.map((item) => maskNumbers(item, depth + 1));
  // Only plain objects are copied: a request, reply or socket keeps its prototype (its getters,
  // such as a request's url, are what the serializers read).
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) out[key] = maskNumbers(child, depth + 1);
  return out;
}

/**
 * pino's logMethod hook: every log line's message and the string fields of its object lose any
 * international phone number, so one in an outside service's error text (Twilio: "The 'To'
 * number +1… is not a valid phone number"), the SMS outbox's log or a provider's log cannot reach
 * the log. Errors pass through the err serializer's fuller scrub.
 */
export function scrubLogArgs(args: unknown[]): unknown[] {
  return args.map((arg) => maskNumbers(arg));
}

/** The hook as pino takes it: for the app's logger and the providers' logger alike. */
export const scrubbingHooks = {
  logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void): void {
    method.apply(this, scrubLogArgs(args));
  },
};

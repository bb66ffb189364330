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

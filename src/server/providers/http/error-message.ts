/** A thrown value's message with its causes (undici nests the socket error), for logs and errors. */
export function errorMessage(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    parts.push(e instanceof Error ? e.message : describeValue(e));
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(': ');
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return typeof value;
  }
}

/**
 * Keys travel in query strings (The Odds API's `apiKey`) and headers (CFBD's bearer token,
 * Anthropic's `x-api-key`), and error messages and logs quote URLs and response bodies. Everything
 * that leaves the HTTP client as text goes through these helpers first.
 */
export const REDACTED = 'REDACTED';

/** Query parameters whose values are credentials (compared case-insensitively). */
export const SECRET_QUERY_PARAMS: readonly string[] = [
  'apikey',
  'api_key',
  'key',
  'token',
  'access_token',
  'secret',
  'password',
];

/** Request headers whose values are credentials (compared case-insensitively). */
export const SECRET_HEADERS: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'cookie',
  'x-license-key',
];

// Very short values would turn redaction into noise (replacing every "1" in a body).
const MIN_SECRET_LENGTH = 4;

function isSecretParam(name: string, extra: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return SECRET_QUERY_PARAMS.includes(lower) || extra.some((n) => n.toLowerCase() === lower);
}

/** The URL with the values of credential query parameters replaced; other parameters kept. */
export function redactUrl(url: string | URL, extraParams: readonly string[] = []): string {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    // Not a URL we can parse: fall back to dropping the whole query string.
    return String(url).split('?')[0] ?? '';
  }
  if (parsed.username || parsed.password) {
    parsed.username = parsed.username ? REDACTED : '';
    parsed.password = parsed.password ? REDACTED : '';
  }
  for (const name of [...parsed.searchParams.keys()]) {
    if (isSecretParam(name, extraParams)) parsed.searchParams.set(name, REDACTED);
  }
  return parsed.toString();
}

/** The credential values found in a URL and request headers, for redactText. */
export function collectSecrets(
  url: URL,
  headers: Record<string, string>,
  extraParams: readonly string[] = [],
): string[] {
  const secrets: string[] = [];
  for (const [name, value] of url.searchParams) {
    if (isSecretParam(name, extraParams)) secrets.push(value);
  }
  if (url.password) secrets.push(decodeURIComponent(url.password));
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADERS.includes(name.toLowerCase())) continue;
    secrets.push(value);
    // "Bearer abc" and "Basic abc": the credential alone may be echoed back without its scheme.
    const credential = value.split(' ').slice(1).join(' ');
    if (credential) secrets.push(credential);
  }
  return secrets;
}

/** Replaces every occurrence of each secret (and its URL-encoded form) with REDACTED. */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  // Longest first, so a secret that contains another is replaced whole.
  const sorted = [...new Set(secrets)]
    .filter((s) => s.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
  for (const secret of sorted) {
    out = out.split(secret).join(REDACTED);
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) out = out.split(encoded).join(REDACTED);
  }
  return out;
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

import type { HttpRequest, QueryValue } from './http-types';

/** How a request becomes a URL and a body, and how a response body is read back. */

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): URL {
  const base = baseUrl.replace(/\/+$/, '');
  const suffix = path === '' ? '' : path.startsWith('/') ? path : `/${path}`;
  const url = new URL(base + suffix);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    url.searchParams.set(name, typeof value === 'object' ? value.join(',') : String(value));
  }
  return url;
}

export function encodeBody(request: HttpRequest, headers: Record<string, string>): string | undefined {
  if (request.json !== undefined && request.form !== undefined) {
    throw new Error('An HTTP request has either a JSON body or a form body, not both');
  }
  const hasContentType = Object.keys(headers).some((h) => h.toLowerCase() === 'content-type');
  if (request.json !== undefined) {
    if (!hasContentType) headers['content-type'] = 'application/json';
    return JSON.stringify(request.json);
  }
  if (request.form !== undefined) {
    if (!hasContentType) headers['content-type'] = 'application/x-www-form-urlencoded';
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(request.form)) {
      if (value !== undefined) params.set(name, String(value));
    }
    return params.toString();
  }
  return undefined;
}

export function parseBody(text: string, headers: Headers): { ok: true; value: unknown } | { ok: false } {
  const type = headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return { ok: true, value: text };
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

import { stubFetch, type StubRequest } from './stub-fetch';

export interface MockReply {
  status?: number;
  statusText?: string;
  /** Serialised as JSON. */
  body?: unknown;
  /** Sent verbatim (takes precedence over body). */
  text?: string;
  /** Rejects the fetch with this error instead of answering (e.g. a TypeError: offline). */
  error?: Error;
  /** Answers only when this promise resolves (to observe busy states). */
  wait?: Promise<unknown>;
}

export type RecordedRequest = StubRequest;

type Reply = MockReply | ((request: RecordedRequest) => MockReply);

/** The site's tests' stub: keys carry the query string ('GET /api/admin/audit?limit=50'). */
export function mockFetch(routes: Record<string, Reply | Reply[]>) {
  return stubFetch(routes, { withQuery: true });
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

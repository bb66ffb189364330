import { stubFetch, type StubReply, type StubRequest } from './stub-fetch';

export type MockReply = StubReply;

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

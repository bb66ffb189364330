/**
 * A fetch stub for the picks pages, matched on 'METHOD /path' WITHOUT the query string, recording
 * each request's query parameters and headers so tests can assert what was sent.
 */
import { stubFetch, type StubReply, type StubRequest } from '../../../test/stub-fetch';

export type ApiReply = StubReply;
export type ApiRequest = StubRequest;

/** Matched on the path without its query string; each request records its query parameters. */
export function mockApi(routes: Record<string, ApiReply | ((r: ApiRequest) => ApiReply) | ApiReply[]>) {
  return stubFetch(routes);
}

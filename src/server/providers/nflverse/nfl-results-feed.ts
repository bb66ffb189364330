import { HttpClient } from '../http/http-client';
import { adapterTransport, type AdapterTransportOptions } from '../http/adapter-transport';
import { noopLogger, type ProviderLogger } from '../http/provider-logger';
import type { FeedDownload, FeedValidators, NflResultsFeed } from '../ports';

/**
 * The real NFL results adapter: one CSV file (nflverse games.csv, ~3 MB, updated daily in season)
 * fetched with a conditional GET. GitHub's raw address redirects to raw.githubusercontent.com, which
 * answers with an ETag and 304 when the file has not changed, so a daily check costs almost nothing.
 * Retries (429, 5xx, timeouts) honour Retry-After through the shared HttpClient.
 */
export const NFL_RESULTS_DEFAULTS = {
  timeoutMs: 60_000,
  maxAttempts: 3,
  initialDelayMs: 1_000,
  maxDelayMs: 60_000,
} as const;

export interface NflResultsFeedOptions extends AdapterTransportOptions {
  /** NFL_RESULTS_URL: the file's full address. */
  url: string;
  logger?: ProviderLogger;
}

export function createNflResultsFeed(options: NflResultsFeedOptions): NflResultsFeed {
  const client = new HttpClient({
    service: 'nfl-results',
    baseUrl: options.url,
    ...adapterTransport(options, NFL_RESULTS_DEFAULTS),
    headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.5', 'user-agent': 'BetLens results sync' },
    logger: options.logger ?? noopLogger,
  });
  return {
    name: 'nflverse',
    url: options.url,
    async download(validators: FeedValidators): Promise<FeedDownload> {
      const headers: Record<string, string> = {};
      if (validators.etag) headers['if-none-match'] = validators.etag;
      if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
      const response = await client.get('', { headers, acceptStatuses: [304] });
      if (response.status === 304) return { kind: 'not-modified' };
      return {
        kind: 'downloaded',
        text: response.text,
        etag: response.headers.get('etag'),
        lastModified: response.headers.get('last-modified'),
      };
    },
  };
}

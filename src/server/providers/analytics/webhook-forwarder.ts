import { adapterTransport, type AdapterTransportOptions } from '../http/adapter-transport';
import { HttpClient } from '../http/http-client';
import { noopLogger, type ProviderLogger } from '../http/provider-logger';
import type { AnalyticsForwarder, ForwardedEvent } from '../ports';

/**
 * The optional analytics forwarder: `POST {ANALYTICS_FORWARD_URL}` with
 * `{ "events": [{ id, name, source, path, properties, occurredAt }] }` as JSON, and
 * `Authorization: Bearer {ANALYTICS_FORWARD_TOKEN}` when a token is set. Any 2xx accepts the
 * batch. The batch carries each event's id, so a collector can drop a batch it already has when a
 * retry follows a lost answer; the HTTP client retries 429/5xx honouring Retry-After.
 */
export interface WebhookForwarderOptions extends Pick<
  AdapterTransportOptions,
  'timeoutMs' | 'maxAttempts' | 'initialDelayMs' | 'fetch' | 'sleep'
> {
  url: string;
  token?: string | undefined;
  logger?: ProviderLogger;
}

export function createWebhookForwarder(options: WebhookForwarderOptions): AnalyticsForwarder {
  const target = new URL(options.url);
  const http = new HttpClient({
    service: 'analytics',
    baseUrl: target.origin,
    ...adapterTransport(options, {
      timeoutMs: 5000,
      maxAttempts: 3,
      initialDelayMs: 500,
      maxDelayMs: 30_000,
    }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    secrets: options.token ? [options.token] : [],
    logger: options.logger ?? noopLogger,
  });
  const path = `${target.pathname}${target.search}`;
  return {
    name: 'webhook',
    async send(events: readonly ForwardedEvent[]): Promise<void> {
      if (events.length === 0) return;
      await http.post(path, { json: { events } });
    },
  };
}

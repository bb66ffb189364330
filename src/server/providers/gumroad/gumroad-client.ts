import { HttpClient, parseResponse, type ResponseInfo } from '../http/http-client';
import { adapterTransport, type AdapterTransportOptions } from '../http/adapter-transport';
import { type ProviderLogger } from '../http/provider-logger';
import {
  GUMROAD_MESSAGES,
  gumroadFailureSchema,
  gumroadVerifySuccessSchema,
  type GumroadPurchase,
} from './gumroad-schemas';
import { evaluateAccess, type LicenseAccess } from './license-access';

/**
 * The real licence adapter: Gumroad's POST /v2/licenses/verify (api-contracts.md section c).
 * It answers three things only: the licence is valid (with whether it grants access now), it does
 * not exist, or it was disabled/revoked. Anything else (5xx, timeouts, network, a body in the
 * wrong shape) is thrown as UpstreamError, which the licence service treats as an outage and
 * bridges with a grace period instead of locking paying users out.
 */

export const GUMROAD_DEFAULTS = {
  baseUrl: 'https://api.gumroad.com',
  // A user is waiting on the login button, so the whole verification (3 attempts) stays short.
  timeoutMs: 5_000,
  maxAttempts: 3,
  initialDelayMs: 300,
  maxDelayMs: 5_000,
} as const;

export interface GumroadClientOptions extends AdapterTransportOptions {
  /** GUMROAD_BASE_URL; tests point it at the fake server. */
  baseUrl: string;
  logger?: ProviderLogger;
  onResponse?: (info: ResponseInfo) => void;
  /** The clock for the access rule and Retry-After dates. */
  now?: () => Date;
}

export interface VerifyLicenseInput {
  /** Gumroad product id (required by Gumroad for products created since 2023-01-09). */
  productId: string;
  /** As the user typed it; the caller normalises (trim, upper-case) before calling. */
  licenseKey: string;
  /** True only for a first activation; routine re-checks send false so `uses` stays put. */
  incrementUsesCount: boolean;
}

export interface VerifyLicenseOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  maxAttempts?: number;
}

export type LicenseVerification =
  | { kind: 'valid'; productId: string; purchase: GumroadPurchase; uses: number; access: LicenseAccess }
  | { kind: 'not_found'; message: string }
  | { kind: 'disabled'; productId: string; message: string };

export interface GumroadClient {
  /** One product. Throws UpstreamError when Gumroad cannot answer. */
  verifyLicense(input: VerifyLicenseInput, options?: VerifyLicenseOptions): Promise<LicenseVerification>;
}

const SERVICE = 'gumroad';
const VERIFY_PATH = '/v2/licenses/verify';

export function createGumroadClient(options: GumroadClientOptions): GumroadClient {
  const now = options.now ?? (() => new Date());
  const http = new HttpClient({
    service: SERVICE,
    baseUrl: options.baseUrl,
    ...adapterTransport(options, GUMROAD_DEFAULTS),
    now: () => now().getTime(),
    ...(options.logger && { logger: options.logger }),
    ...(options.onResponse && { onResponse: options.onResponse }),
  });

  async function verifyLicense(
    input: VerifyLicenseInput,
    callOptions: VerifyLicenseOptions = {},
  ): Promise<LicenseVerification> {
    const licenseKey = input.licenseKey.trim();
    const response = await http.post(VERIFY_PATH, {
      form: {
        product_id: input.productId,
        license_key: licenseKey,
        increment_uses_count: input.incrementUsesCount ? 'true' : 'false',
      },
      // 404 is Gumroad's answer for unknown, disabled and revoked keys, not a failure.
      acceptStatuses: [404],
      // The product_id 500 is a configuration mistake; repeating it only delays the error.
      isRetryable: ({ status, bodyText }) =>
        status === 500 && bodyText.includes(GUMROAD_MESSAGES.productIdRequiredPrefix) ? false : undefined,
      secrets: [licenseKey],
      ...(callOptions.signal && { signal: callOptions.signal }),
      ...(callOptions.timeoutMs !== undefined && { timeoutMs: callOptions.timeoutMs }),
      ...(callOptions.maxAttempts !== undefined && { maxAttempts: callOptions.maxAttempts }),
    });
    const context = { service: SERVICE, method: 'POST' };

    if (response.status === 404 || isFailureShaped(response.body)) {
      // A 404 without Gumroad's JSON (a proxy page, a wrong base URL) is not an answer about the key.
      const failure = parseResponse(gumroadFailureSchema, response, context);
      return classifyFailure(failure.message, input.productId);
    }
    const verified = parseResponse(gumroadVerifySuccessSchema, response, context);
    return {
      kind: 'valid',
      productId: verified.purchase.product_id,
      purchase: verified.purchase,
      uses: verified.uses,
      access: evaluateAccess(verified.purchase, now()),
    };
  }

  return { verifyLicense };
}

function isFailureShaped(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

/**
 * "Disabled" covers both revocations Gumroad reports: the seller disabled the key, or access to the
 * purchase was revoked. Any other message (today only "does not exist") is treated as not found.
 */
function classifyFailure(message: string, productId: string): LicenseVerification {
  if (message === GUMROAD_MESSAGES.disabled || message === GUMROAD_MESSAGES.accessExpired) {
    return { kind: 'disabled', productId, message };
  }
  return { kind: 'not_found', message };
}

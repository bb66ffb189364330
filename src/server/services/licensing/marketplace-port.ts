/**
 * What the licence service needs from the marketplace (Gumroad). The real adapter lives in
 * providers/gumroad; tests can pass any object with this shape.
 */
export type MarketplaceVerdict =
  | {
      kind: 'valid';
      email: string;
      saleId: string | null;
      /** false when refunded, charged back, disputed, or the subscription ended/failed. */
      active: boolean;
      reason?: string;
      /** End of the paid period; null for one-off purchases (season passes). */
      expiresAt: Date | null;
    }
  | { kind: 'not_found'; message: string }
  | { kind: 'disabled'; message: string };

export interface MarketplaceLicenses {
  /** Throws on an outage (network, timeout, 5xx). */
  verify(input: {
    productId: string;
    licenseKey: string;
    incrementUsesCount: boolean;
  }): Promise<MarketplaceVerdict>;
}

/**
 * Values fixed when the extension is built (scripts/build-extension.ts defines them).
 * `PUBLIC_ORIGIN` at build time is the API origin the extension talks to until a self-hoster sets
 * another one on its options page.
 */
declare const __BETLENS_API_ORIGIN__: string | undefined;

export const DEFAULT_API_ORIGIN: string =
  typeof __BETLENS_API_ORIGIN__ === 'string' ? __BETLENS_API_ORIGIN__ : '';

declare const __BETLENS_PRODUCT_NAME__: string | undefined;

/** The product's name (PRODUCT_NAME at build time), for the few words shown before the config loads. */
export const PRODUCT_NAME: string =
  typeof __BETLENS_PRODUCT_NAME__ === 'string' && __BETLENS_PRODUCT_NAME__ !== ''
    ? __BETLENS_PRODUCT_NAME__
    : 'BetLens';

/**
 * Which cached lists an admin action makes stale. Other pages key their queries by API path (the
 * default query function joins the key into the URL), so a key whose first segment starts with the
 * path is matched whatever filters follow it.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { ADMIN_GAMES_PATH } from '../../lib/admin-api';

export const FOOTBALL_BETS_PATH = '/api/football-bets';
export const BOOKMARKLET_GAMES_PATH = '/api/bookmarklet/games';
/** Every list the curation rule decides (docs/curation.md): a decision changes them all. */
const USER_PICK_LISTS = [FOOTBALL_BETS_PATH, BOOKMARKLET_GAMES_PATH, '/api/weekly-picks', '/api/best-bets'];
export const AUDIT_QUERY_KEY = ['/api/admin/audit'] as const;

function keyStartsWith(prefix: string) {
  return (query: Query) => {
    const first = query.queryKey[0];
    return typeof first === 'string' && first.startsWith(prefix);
  };
}

function invalidatePaths(queryClient: QueryClient, paths: readonly string[]): Promise<void> {
  return Promise.all(
    paths.map((path) => queryClient.invalidateQueries({ predicate: keyStartsWith(path) })),
  ).then(() => undefined);
}

/** Approve, reject, bulk and republish: the admin list, every user list of picks and the audit log. */
export function invalidateAfterCuration(queryClient: QueryClient): Promise<void> {
  return invalidatePaths(queryClient, [ADMIN_GAMES_PATH, ...USER_PICK_LISTS, AUDIT_QUERY_KEY[0]]);
}

/** Analysis generation: the admin list and the bookmarklet games cache (spec section 7). */
export function invalidateAfterGeneration(queryClient: QueryClient): Promise<void> {
  return invalidatePaths(queryClient, [ADMIN_GAMES_PATH, BOOKMARKLET_GAMES_PATH, AUDIT_QUERY_KEY[0]]);
}

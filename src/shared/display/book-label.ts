import type { SportsbookLine } from '@shared/api/games';

/** A sportsbook's display name; the offline replay's simulated books always read '(demo)'. */
export function bookLabel(book: Pick<SportsbookLine, 'name' | 'simulated'>): string {
  return book.simulated && !/\(demo\)/i.test(book.name) ? `${book.name} (demo)` : book.name;
}

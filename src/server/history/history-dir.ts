import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** The bundled history (see resources/history/SOURCES.md); any directory with the same layout works. */
export const DEFAULT_HISTORY_DIR = fileURLToPath(new URL('../../../resources/history', import.meta.url));

export function historyFile(dir: string, ...parts: string[]): string {
  return join(dir, ...parts);
}

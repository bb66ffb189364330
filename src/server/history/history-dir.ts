import { join } from 'node:path';
import { projectPath } from '../project-root';

/** The bundled history (see resources/history/SOURCES.md); any directory with the same layout works. */
export const DEFAULT_HISTORY_DIR = projectPath('resources', 'history');

export function historyFile(dir: string, ...parts: string[]): string {
  return join(dir, ...parts);
}

import { loadConfig, type AppConfig } from '../../src/server/config';

/** A config as the app would parse it, with test overrides given as environment variables. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-test-data', ...env });
}

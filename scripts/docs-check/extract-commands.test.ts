import { describe, expect, it } from 'vitest';
import { extractAll, extractCommands, stripComment } from './extract-commands';

const ROOT = new URL('../..', import.meta.url).pathname;

describe('extractCommands', () => {
  it('takes shell fences line by line, without comments, prompts or output arrows', () => {
    const md = [
      'Intro `npm run lint` and `-- --check` and `src/server/main.ts`.',
      '```sh',
      'npm run backtest -- --league nfl   # 2015–2024',
      '# a comment line',
      '# → dist/extension/ (load this)',
      'PUBLIC_ORIGIN=https://x.example npm run build:extension \\',
      '  --flag',
      '```',
      '```console',
      '$ npm run cli -- admin-key create --label "ops # desk"',
      '```',
      '```ts',
      'npm run not-a-command',
      '```',
      '```yaml',
      'npm: no',
      '```',
    ].join('\n');
    expect(extractCommands(md, 'X.md')).toEqual([
      { text: 'npm run lint', where: 'X.md:1' },
      { text: 'npm run backtest -- --league nfl', where: 'X.md:3' },
      { text: 'PUBLIC_ORIGIN=https://x.example npm run build:extension --flag', where: 'X.md:6' },
      { text: 'npm run cli -- admin-key create --label "ops # desk"', where: 'X.md:10' },
    ]);
  });

  it('keeps a # that is part of a word or quoted', () => {
    expect(stripComment('curl a#b "c # d" # e')).toBe('curl a#b "c # d"');
  });

  it('finds the README operator CLI and the model docs commands, each text once', () => {
    const texts = extractAll(ROOT).map((c) => c.text);
    expect(texts).toContain('npm run cli -- license list');
    expect(texts).toContain('npx tsx src/server/backtest/loso.ts --league cfb');
    expect(new Set(texts).size).toBe(texts.length);
  });
});

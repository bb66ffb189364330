import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A shell command as the docs show it, and where. */
export interface DocCommand {
  /** The command with its comment and prompt removed, continuation lines joined. */
  text: string;
  /** Repository-relative file and 1-based line, e.g. "README.md:301". */
  where: string;
}

const SHELL_FENCES = new Set(['sh', 'bash', 'console', 'shell', 'shell-session']);
/** An inline code span is a command when it starts like one a reader would paste. */
const INLINE_COMMAND = /^([A-Z_][A-Z0-9_]*=\S+ )*(npm (run|start|test|install)|npx |node |bash |tsx )/;

/** Drops a trailing `# comment` outside quotes (a `#` inside a word, like `a#b`, stays). */
export function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i).trimEnd();
  }
  return line.trimEnd();
}

/** The commands of one markdown text: shell fences' lines and inline command spans. */
export function extractCommands(markdown: string, file: string): DocCommand[] {
  const lines = markdown.split('\n');
  const found: DocCommand[] = [];
  let fence: { shell: boolean; marker: string } | null = null;
  let pending: { text: string; line: number } | null = null;
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const fenceMatch = /^\s*(```+|~~~+)\s*([\w-]*)/.exec(raw);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence.marker) && fenceMatch[2] === '') {
        fence = null;
        return;
      }
      if (!fence.shell) return;
      let line = raw.trim();
      if (!pending && line.startsWith('$ ')) line = line.slice(2);
      else if (!pending && /^[#→]/.test(line)) return;
      line = stripComment(line);
      if (line === '') return;
      const continued = line.endsWith('\\');
      const text = continued ? line.slice(0, -1).trimEnd() : line;
      pending = pending ? { text: `${pending.text} ${text}`, line: pending.line } : { text, line: lineNo };
      if (!continued) {
        found.push({ text: pending.text, where: `${file}:${pending.line}` });
        pending = null;
      }
      return;
    }
    if (fenceMatch) {
      fence = { shell: SHELL_FENCES.has(fenceMatch[2]!.toLowerCase()), marker: fenceMatch[1]! };
      return;
    }
    for (const span of raw.matchAll(/`([^`]+)`/g)) {
      const text = span[1]!.trim();
      if (INLINE_COMMAND.test(text)) found.push({ text, where: `${file}:${lineNo}` });
    }
  });
  return found;
}

/** README.md and every docs/*.md, in that order. */
export function docFiles(root: string): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => join(root, 'docs', name));
  return [join(root, 'README.md'), ...docs];
}

/** Every command of README.md and docs/*.md, each distinct text once (its first place). */
export function extractAll(root: string): DocCommand[] {
  const seen = new Map<string, DocCommand>();
  for (const path of docFiles(root)) {
    for (const command of extractCommands(readFileSync(path, 'utf8'), relative(root, path))) {
      if (!seen.has(command.text)) seen.set(command.text, command);
    }
  }
  return [...seen.values()];
}

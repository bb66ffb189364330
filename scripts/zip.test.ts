import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createZip } from './zip';

/** Reads an archive back through its central directory, as an unzip tool does. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + size);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    expect(crc32(data)).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength;
  }
  return files;
}

function hasUnzip(): boolean {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('createZip', () => {
  const entries = [
    { name: 'manifest.json', data: Buffer.from(JSON.stringify({ name: 'x', n: 'y'.repeat(500) })) },
    { name: 'icons/icon-16.png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]) },
    { name: 'empty.txt', data: Buffer.alloc(0) },
    { name: 'dossier/équipe.js', data: Buffer.from('console.log("é");\n'.repeat(40)) },
  ];

  it('round-trips every file, deflating what compresses and storing what does not', () => {
    const zip = createZip(entries);
    const files = readZip(zip);
    expect([...files.keys()]).toEqual(entries.map((e) => e.name));
    for (const entry of entries) expect(files.get(entry.name)!.equals(entry.data)).toBe(true);
    expect(zip.length).toBeLessThan(entries.reduce((sum, e) => sum + e.data.length, 0));
  });

  it('makes the same bytes for the same files', () => {
    expect(createZip(entries).equals(createZip(entries))).toBe(true);
  });

  it('refuses names that would escape the folder it is unpacked into', () => {
    expect(() => createZip([{ name: '../x', data: Buffer.from('x') }])).toThrow(/Bad zip entry/);
    expect(() => createZip([{ name: '/etc/x', data: Buffer.from('x') }])).toThrow(/Bad zip entry/);
  });

  it.runIf(hasUnzip())('passes unzip -t', () => {
    const dir = mkdtempSync(join(tmpdir(), 'betlens-zip-'));
    try {
      const file = join(dir, 'test.zip');
      writeFileSync(file, createZip(entries));
      const out = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
      expect(out).toContain('No errors detected');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

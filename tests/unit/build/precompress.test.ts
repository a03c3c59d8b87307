import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFiles } from '@/server/build/precompress';
import { negotiateEncoding } from '@/server/http/compression';

describe('precompressFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ugc-precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files that decompress to the original', () => {
    const script = 'export const greeting = "hello";\n'.repeat(100);
    writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>page</p>'.repeat(200)}`);
    precompressFiles(dir);
    const file = join(dir, 'assets', 'app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
  });

  it('leaves small files, source maps and binary files alone', () => {
    writeFileSync(join(dir, 'assets', 'tiny.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'app.js.map'), '{"mappings":""}'.repeat(200));
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 1));
    precompressFiles(dir);
    for (const name of ['tiny.js', 'app.js.map', 'logo.png']) {
      expect(existsSync(join(dir, 'assets', `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, 'assets', `${name}.gz`)), name).toBe(false);
    }
  });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['deflate', null],
    ['', null],
    [undefined, null],
    ['gzip;q=0, identity', null],
  ])('%j answers with %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

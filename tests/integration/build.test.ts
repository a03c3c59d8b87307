import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabaseTemplate } from '@/server/build/databaseTemplate';
import { bundleServer, DECODE_WORKER_FILE } from '@/server/build/serverBundle';
import { ensureBuilt } from '@/server/build/stamp';
import { openDatabase } from '@/server/db/client';
import { companies } from '@/server/db/schema/account';
import { runAdminCommand } from '@/server/admin/client';
import { upload, uploadImage } from './helpers/catalog';
import { pngBytes } from './helpers/images';
import { cleanedUpAfterTests, spawnServer } from './helpers/processes';
import type { TestServer } from './helpers/testServer';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { tempDir, track } = cleanedUpAfterTests('build', { keepDirsForFile: true });

describe('the production server bundle', () => {
  it('runs with plain node: migrations and schema found, the two lines printed', async () => {
    // Inside the checkout, as the real one (build/server): its packages resolve from there.
    mkdirSync(join(ROOT, 'build'), { recursive: true });
    const outDir = tempDir(join(ROOT, 'build'));
    const bundle = join(outDir, 'main.js');
    await bundleServer(join(ROOT, 'server', 'cli', 'serve.ts'), bundle);
    const dataDir = tempDir();
    const child = spawnServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }, [
      process.execPath,
      bundle,
    ]);
    track(child);
    const url = await child.url;
    const loopback = url.replace('localhost', '127.0.0.1');
    expect((await fetch(`${loopback}/healthz`)).status).toBe(200);
    const response = await fetch(`${loopback}/v1/j/guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ AppInfo { name } }' }),
    });
    expect(await response.json()).toEqual({ data: { AppInfo: { name: 'ugc-desk' } } });
    expect(child.output().trim().split('\n')).toEqual([
      `ugc-desk is running at ${url}`,
      `Development mailbox: ${url}/dev/mailbox`,
    ]);

    // Images are decoded by a worker thread (docs/product.md#images), built beside the
    // bundle: from source it would need tsx, a development dependency.
    expect(existsSync(join(outDir, DECODE_WORKER_FILE))).toBe(true);
    expect((await runAdminCommand(dataDir, ['company-add', 'bundle@example.com'])).code).toBe(0);
    const link = (await runAdminCommand(dataDir, ['impersonate', 'bundle@example.com'])).stdout;
    const token = /\/account\/impersonate\/([^/\s]+)/.exec(link)?.[1];
    const server = { url: loopback } as TestServer;
    const image = await uploadImage(server, token!, pngBytes(2, 3));
    expect(image.content_type).toBe('image/png');
    const damaged = await upload(server, pngBytes(2, 3).subarray(0, 40), { token: token! });
    expect(damaged.body.errors?.[0]?.extensions?.code).toBe('IMAGE_UNSUPPORTED');
    // Bundling takes most of it, on a busy machine more than the usual 30 s.
  }, 120_000);
});

describe('the database template', () => {
  let template: string;
  beforeAll(async () => {
    template = join(tempDir(), 'database-template');
    await prepareDatabaseTemplate(template);
    // A row only the template has, to tell a copy of it from a database made anew.
    const marked = await PGlite.create(template);
    await marked.exec(`insert into accounts (email) values ('template@example.com')`);
    await marked.close();
  });

  async function companyEmails(dataDir: string): Promise<string[]> {
    const handle = await openDatabase({ dataDir, template });
    try {
      const rows = await handle.db.select({ email: companies.email }).from(companies);
      return rows.map((row) => row.email);
    } finally {
      await handle.close();
    }
  }

  it('is what a new data directory starts from, migrations applied', async () => {
    const dataDir = tempDir();
    expect(await companyEmails(dataDir)).toEqual(['template@example.com']);
    // Only the copy was written to: the template holds nothing else.
    expect(readdirSync(join(template, '..'))).toEqual(['database-template']);
  });

  it('leaves an existing database as it is', async () => {
    const dataDir = tempDir();
    const handle = await openDatabase({ dataDir });
    await handle.db.execute(sql`insert into accounts (email) values ('kept@example.com')`);
    await handle.close();
    expect(await companyEmails(dataDir)).toEqual(['kept@example.com']);
  });

  it('is copied whole even after a copy was interrupted', async () => {
    const dataDir = tempDir();
    // A copy cut short leaves only its staging directory: `db` itself never exists half-made.
    mkdirSync(join(dataDir, 'db.seeding-999999'), { recursive: true });
    writeFileSync(join(dataDir, 'db.seeding-999999', 'PG_VERSION'), '17');
    expect(await companyEmails(dataDir)).toEqual(['template@example.com']);
  });
});

describe('ensureBuilt', () => {
  it('builds once per state of its sources, and stamps only a build that succeeded', async () => {
    const root = tempDir();
    writeFileSync(join(root, 'input.txt'), 'one');
    const stamp = join(root, 'out', 'stamp');
    let builds = 0;
    const build = async () => {
      builds += 1;
    };
    expect(await ensureBuilt(root, ['input.txt'], stamp, build)).toBe(true);
    expect(await ensureBuilt(root, ['input.txt'], stamp, build)).toBe(false);
    writeFileSync(join(root, 'input.txt'), 'two');
    await expect(
      ensureBuilt(root, ['input.txt'], stamp, () => Promise.reject(new Error('broken'))),
    ).rejects.toThrow('broken');
    expect(await ensureBuilt(root, ['input.txt'], stamp, build)).toBe(true);
    expect(builds).toBe(2);
  });
});

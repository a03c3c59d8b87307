/**
 * Runs once per integration run: prepares the test databases' starting point.
 * Each test server's PGlite would otherwise run initdb and every migration (seconds each,
 * dozens of servers per run); loading a dump of one migrated database takes a fraction.
 * The dump is named for the migrations and the PGlite version, so a changed migration
 * makes a new one, and kept in the system's temporary directory between runs.
 * On PostgreSQL (TEST_DATABASE=postgres) the same holds: one database is migrated here and
 * each test server's fresh database is a copy of it (CREATE DATABASE … TEMPLATE, a fraction
 * of the 2 s the migrations take); it is dropped when the run ends.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPgliteTemplate, MIGRATIONS_FOLDER, openDatabase } from '@/server/db/client';
import { createTestDatabase } from './helpers/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump in-memory test databases start from (see openDatabase's `template`). */
    pgliteTemplate: string;
    /**
     * TEST_DATABASE=postgres: the migrated database each test server's database is copied
     * from (see createTestDatabase's `template`); '' otherwise.
     */
    postgresTemplate: string;
  }
}

const PREFIX = 'ugc-desk-pglite-template-';

function templateName(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(path.join('node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return `${PREFIX}${hash.digest('hex').slice(0, 16)}.tar`;
}

export default async function setup(project: TestProject) {
  const name = templateName();
  const file = path.join(tmpdir(), name);
  if (!existsSync(file)) {
    // Written beside it and renamed: a run started meanwhile never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    await dumpPgliteTemplate(partial);
    renameSync(partial, file);
    // Older dumps (of older migrations) are never read again.
    for (const other of readdirSync(tmpdir())) {
      if (other.startsWith(PREFIX) && other !== name && other.endsWith('.tar')) {
        rmSync(path.join(tmpdir(), other), { force: true });
      }
    }
  }
  project.provide('pgliteTemplate', file);
  if (process.env.TEST_DATABASE !== 'postgres') {
    project.provide('postgresTemplate', '');
    return;
  }
  const template = await createTestDatabase();
  try {
    // The server's own way in: every migration and the first statistics pass.
    const handle = await openDatabase({ databaseUrl: template.url });
    await handle.close();
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
  return () => template.drop();
}

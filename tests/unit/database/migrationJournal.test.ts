/**
 * The migrator applies only the migrations whose journal time is later than the latest one
 * a database has applied (drizzle's rule). A migration written with an earlier time than
 * one before it is skipped for ever by every database that took that one first.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Journal {
  entries: Array<{ idx: number; when: number; tag: string }>;
}

const journal = JSON.parse(
  readFileSync(
    new URL('../../../server/db/migrations/meta/_journal.json', import.meta.url),
    'utf8',
  ),
) as Journal;

/**
 * The one pair already out of order: 0019 was written while 0018 waited to land, with an
 * earlier time. Databases took both at once (only one commit between them had 0018
 * alone), so moving either would now run 0019 twice on them.
 */
const KNOWN_OUT_OF_ORDER = new Set(['0019_marketplace']);

describe('the migration journal', () => {
  it('numbers the migrations in order', () => {
    expect(journal.entries.map((entry) => entry.idx)).toEqual(
      journal.entries.map((_, index) => index),
    );
    for (const entry of journal.entries) {
      expect(entry.tag.startsWith(String(entry.idx).padStart(4, '0'))).toBe(true);
    }
  });

  it('gives each migration a later time than every one before it', () => {
    let latest = 0;
    for (const entry of journal.entries) {
      if (!KNOWN_OUT_OF_ORDER.has(entry.tag)) {
        expect(entry.when, entry.tag).toBeGreaterThan(latest);
      }
      latest = Math.max(latest, entry.when);
    }
  });
});

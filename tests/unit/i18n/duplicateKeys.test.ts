/**
 * The static check that no locale file has a key twice (tests/localeKeys.ts): JSON.parse
 * keeps the last of two keys without a word, so the check reads the file's text itself.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duplicateKeys, localeDuplicates } from '../../localeKeys';

describe('duplicate keys in JSON', () => {
  it('finds none where every object has each key once', () => {
    const text = `{
  "title": "Team",
  "members": { "remove": "Remove", "title": "Members" },
  "roles": [{ "title": "Owner" }, { "title": "Admin" }],
  "count": 2, "on": true, "none": null
}`;
    expect(duplicateKeys(text)).toEqual([]);
    // The same key in two objects, or a key equal to a text, is no duplicate.
    expect(duplicateKeys('{"a": {"b": "b"}, "c": {"b": "a"}}')).toEqual([]);
  });

  it('names a duplicate at the top and at any depth, with its line', () => {
    expect(duplicateKeys('{"a": "first",\n"a": "second"}')).toEqual([{ path: 'a', line: 2 }]);
    const nested = `{
  "members": {
    "remove": "Remove",
    "roles": [{ "title": "Owner", "hint": "x", "title": "Again" }],
    "remove": "Remove them"
  }
}`;
    expect(duplicateKeys(nested)).toEqual([
      { path: 'members.roles.0.title', line: 4 },
      { path: 'members.remove', line: 5 },
    ]);
  });

  it('reads keys as JSON does: escapes decoded, quotes inside texts not keys', () => {
    expect(duplicateKeys('{"say \\"hi\\"": "a \\" } b", "say \\u0022hi\\"": 1}')).toEqual([
      { path: 'say "hi"', line: 1 },
    ]);
  });

  it('refuses text that is not JSON', () => {
    expect(() => duplicateKeys('{"a": 1,}')).toThrow(SyntaxError);
  });

  it("lists each locale file's duplicates, and none in the app's locales", () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    try {
      mkdirSync(join(dir, 'en'));
      writeFileSync(join(dir, 'en', 'teams.json'), '{"a": {"b": "1", "b": "2"}}');
      writeFileSync(join(dir, 'en', 'nav.json'), '{"a": "1"}');
      expect(localeDuplicates(dir)).toEqual([
        expect.stringMatching(/en\/teams\.json:1 a\.b is there twice$/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(localeDuplicates()).toEqual([]);
  });
});

/**
 * docs/product.md#who-may-do-what lists exactly the operations of the team role table,
 * each with the same role, so the page cannot drift from what the server enforces.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEAM_ROLE_OF } from '@/server/graphql/teamRoles';

/** The rows of the first markdown table under `heading`, as cells (header and rule dropped). */
function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`no "${heading}" in the page`);
  const rest = lines.slice(start + 1);
  const first = rest.findIndex((line) => line.startsWith('|'));
  const end = rest.findIndex((line, index) => index > first && !line.startsWith('|'));
  const rows = rest.slice(first, end < 0 ? undefined : end);
  return rows.slice(2).map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

describe("the product page's role table", () => {
  const page = readFileSync('docs/product.md', 'utf8');
  const rows = tableUnder(page, '### Who may do what');

  it('has the header the test reads', () => {
    const at = page.indexOf('### Who may do what');
    expect(page.slice(at)).toMatch(/\n\| Operation +\| Role needed \|\n/);
  });

  it('lists every operation of the table once, with the role the server enforces', () => {
    const listed = rows.map(([operation = '', role = '']) => [
      operation.replace(/^`(.*)`$/, '$1'),
      role,
    ]);
    expect(rows.every((cells) => cells.length === 2)).toBe(true);
    expect(new Set(listed.map(([operation]) => operation)).size).toBe(listed.length);
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(TEAM_ROLE_OF));
  });
});

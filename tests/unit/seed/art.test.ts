import { describe, expect, it } from 'vitest';
import { avatarSvg, sampleSvg } from '@/server/seed/art';

describe.each([
  ['avatarSvg', avatarSvg, '0 0 128 128'],
  ['sampleSvg', sampleSvg, '0 0 400 500'],
])('%s', (_name, draw, viewBox) => {
  it('draws the same bytes for the same seed and another picture for another seed', () => {
    expect(draw('1-42')).toBe(draw('1-42'));
    expect(draw('1-42')).not.toBe(draw('1-43'));
    const distinct = new Set(Array.from({ length: 50 }, (_, i) => draw(`7-${i}`)));
    expect(distinct.size).toBe(50);
  });

  it('is a standalone SVG of its size, with nothing that runs or loads', () => {
    const svg = draw('3-9-2');
    expect(svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"`),
    );
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|href|on[a-z]+=|NaN|undefined|Infinity/i);
    // It parses as XML.
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.childElementCount).toBeGreaterThan(4);
  });
});

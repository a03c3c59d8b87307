/**
 * Pictures for demo data, drawn from a seed: a creator's avatar (a simple face on a
 * coloured background) and portfolio samples (a product on a table, like a product shot).
 * Pure functions: the same seed gives the same bytes, and no input but the seed's hash
 * reaches the markup.
 */
import { seededRandom } from './random';
import type { Random } from './random';

/** Fixed decimals: the bytes must not depend on floating-point printing. */
const n = (value: number) => value.toFixed(1);
const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360},${Math.round(saturation)}%,${Math.round(lightness)}%)`;

const SKIN_TONES = ['#f5d0b5', '#eebb99', '#d9a07a', '#b97d57', '#8d5a3b', '#5e3a24'];
const HAIR_COLOURS = ['#1f1a17', '#3b2a20', '#6b4527', '#a7713c', '#d8b26e', '#8c8c8c', '#b8472f'];

const svg = (width: number, height: number, body: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body.join('')}</svg>\n`;

function hair(random: Random, colour: string): { back: string; front: string } {
  const style = random.int(0, 4);
  if (style === 0) return { back: '', front: '' }; // shaved
  if (style === 1) {
    // Short: a cap over the top of the head.
    return {
      back: '',
      front: `<path d="M36 58 Q38 26 64 26 Q90 26 92 58 Q80 40 64 40 Q48 40 36 58Z" fill="${colour}"/>`,
    };
  }
  if (style === 2) {
    // Long: falls behind the shoulders.
    return {
      back: `<rect x="32" y="34" width="64" height="66" rx="26" fill="${colour}"/>`,
      front: `<path d="M36 60 Q36 26 64 26 Q92 26 92 60 Q84 42 64 42 Q44 42 36 60Z" fill="${colour}"/>`,
    };
  }
  if (style === 3) {
    // Bun on top.
    return {
      back: `<circle cx="64" cy="22" r="12" fill="${colour}"/>`,
      front: `<path d="M38 56 Q40 28 64 28 Q88 28 90 56 Q78 40 64 40 Q50 40 38 56Z" fill="${colour}"/>`,
    };
  }
  // Curly: a ring of circles.
  const curls = Array.from({ length: 7 }, (_, i) => {
    const angle = Math.PI * (1.05 + (i * 0.9) / 6);
    return `<circle cx="${n(64 + 28 * Math.cos(angle))}" cy="${n(56 + 28 * Math.sin(angle))}" r="11" fill="${colour}"/>`;
  });
  return { back: '', front: curls.join('') };
}

/** A 128 × 128 avatar: background, shoulders, head, hair, eyes and a smile. */
export function avatarSvg(seed: string): string {
  const random = seededRandom(`avatar:${seed}`);
  const hue = random.int(0, 359);
  const skin = random.pick(SKIN_TONES);
  const { back, front } = hair(random, random.pick(HAIR_COLOURS));
  const shirt = hsl(hue + 150 + random.int(0, 60), 45 + random.int(0, 25), 40 + random.int(0, 15));
  const eyeY = 60 + random.int(0, 4);
  const smile = 6 + random.int(0, 6);
  return svg(128, 128, [
    `<rect width="128" height="128" fill="${hsl(hue, 55 + random.int(0, 25), 78 + random.int(0, 10))}"/>`,
    back,
    `<ellipse cx="64" cy="128" rx="44" ry="30" fill="${shirt}"/>`,
    `<rect x="56" y="80" width="16" height="18" fill="${skin}"/>`,
    `<ellipse cx="64" cy="62" rx="26" ry="30" fill="${skin}"/>`,
    front,
    `<circle cx="54" cy="${eyeY}" r="3" fill="#1f1a17"/>`,
    `<circle cx="74" cy="${eyeY}" r="3" fill="#1f1a17"/>`,
    `<path d="M${64 - smile} 76 Q64 ${76 + smile} ${64 + smile} 76" stroke="#7a3b2e" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
  ]);
}

/** What stands on the table: a bottle, a jar, a box or a can. */
function product(random: Random, colour: string, accent: string): string {
  const kind = random.int(0, 3);
  const w = 90 + random.int(0, 50);
  const x = 200 - w / 2;
  if (kind === 0) {
    const h = 200 + random.int(0, 60);
    const top = 390 - h;
    return [
      `<rect x="${n(x)}" y="${top}" width="${w}" height="${h}" rx="22" fill="${colour}"/>`,
      `<rect x="${n(200 - w / 5)}" y="${top - 46}" width="${n((2 * w) / 5)}" height="50" rx="6" fill="${accent}"/>`,
      `<rect x="${n(x + 14)}" y="${top + h / 3}" width="${w - 28}" height="${n(h / 3)}" rx="6" fill="#ffffff" opacity="0.8"/>`,
    ].join('');
  }
  if (kind === 1) {
    const h = 110 + random.int(0, 40);
    return [
      `<rect x="${n(x - 20)}" y="${390 - h}" width="${w + 40}" height="${h}" rx="18" fill="${colour}"/>`,
      `<rect x="${n(x - 26)}" y="${362 - h}" width="${w + 52}" height="34" rx="10" fill="${accent}"/>`,
    ].join('');
  }
  if (kind === 2) {
    const h = 150 + random.int(0, 80);
    return [
      `<rect x="${n(x - 10)}" y="${390 - h}" width="${w + 20}" height="${h}" rx="4" fill="${colour}"/>`,
      `<polygon points="${n(x - 10)},${390 - h} ${n(x + 10)},${370 - h} ${n(x + w + 30)},${370 - h} ${n(x + w + 10)},${390 - h}" fill="${accent}"/>`,
      `<rect x="${n(x + 10)}" y="${390 - h / 2}" width="${w - 20}" height="14" fill="#ffffff" opacity="0.7"/>`,
    ].join('');
  }
  const h = 170 + random.int(0, 30);
  return [
    `<rect x="${n(x)}" y="${390 - h}" width="${w}" height="${h}" rx="12" fill="${colour}"/>`,
    `<ellipse cx="200" cy="${390 - h}" rx="${n(w / 2)}" ry="10" fill="${accent}"/>`,
    `<rect x="${n(x)}" y="${390 - h / 1.6}" width="${w}" height="${n(h / 4)}" fill="${accent}" opacity="0.8"/>`,
  ].join('');
}

/** A 400 × 500 sample: a backdrop with soft shapes, a table, a product and its shadow. */
export function sampleSvg(seed: string): string {
  const random = seededRandom(`sample:${seed}`);
  const hue = random.int(0, 359);
  const id = `g${random.int(0, 1e9).toString(36)}`;
  const shapes = Array.from({ length: random.int(2, 5) }, () => {
    const r = 30 + random.int(0, 90);
    const fill = hsl(hue + random.int(-40, 40), 50, 70 + random.int(0, 15));
    return `<circle cx="${random.int(0, 400)}" cy="${random.int(0, 300)}" r="${r}" fill="${fill}" opacity="0.55"/>`;
  });
  return svg(400, 500, [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${hsl(hue, 45, 88)}"/><stop offset="1" stop-color="${hsl(hue + 20, 40, 72)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="400" height="500" fill="url(#${id})"/>`,
    ...shapes,
    `<rect y="380" width="400" height="120" fill="${hsl(hue + 30, 25, 55 + random.int(0, 20))}"/>`,
    `<ellipse cx="200" cy="392" rx="110" ry="14" fill="#000000" opacity="0.18"/>`,
    product(
      random,
      hsl(hue + 180 + random.int(-30, 30), 55, 45 + random.int(0, 20)),
      hsl(hue + random.int(0, 359), 40, 25 + random.int(0, 20)),
    ),
  ]);
}

/**
 * A chat message's text split into plain text and http(s) links, so a screen can render
 * links as anchors and everything else as text: nothing of the message is ever read as
 * HTML. Pure (no DOM), shared by anything that shows user-written text with links.
 */

export type LinkifiedPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** A run that starts like a web address, up to the next space or character a URL never holds. */
const CANDIDATE = /(?<![\p{L}\p{N}_@/])https?:\/\/[^\s<>"'`]+/giu;

/** Punctuation that ends a sentence rather than the address ("see https://a.test/x."). */
const TRAILING = /[.,;:!?…'"’”*_~]+$/u;

const PAIRS: ReadonlyArray<[open: string, close: string]> = [
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
];

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without the punctuation or unbalanced closing brackets that follow it. */
function trimEnd(candidate: string): string {
  let url = candidate;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, '');
    for (const [open, close] of PAIRS) {
      if (url.endsWith(close) && count(url, close) > count(url, open)) url = url.slice(0, -1);
    }
    if (url === before) return url;
  }
}

/** The address as a link target, or null when it is not a whole http(s) URL with a host. */
function hrefOf(text: string): string | null {
  try {
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** `text` as plain parts and links, in order; joined, the parts' texts are `text` again. */
export function linkify(text: string): LinkifiedPart[] {
  const parts: LinkifiedPart[] = [];
  let plain = '';
  let index = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const url = trimEnd(match[0]);
    const href = hrefOf(url);
    if (!href) continue;
    plain += text.slice(index, match.index);
    if (plain) parts.push({ kind: 'text', text: plain });
    parts.push({ kind: 'link', text: url, href });
    plain = '';
    index = match.index + url.length;
  }
  plain += text.slice(index);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}

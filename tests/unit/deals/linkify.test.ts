import { describe, expect, it } from 'vitest';
import { linkify, type LinkifiedPart } from '@/src/lib/linkify';

const text = (value: string): LinkifiedPart => ({ kind: 'text', text: value });
const link = (value: string, href = value): LinkifiedPart => ({ kind: 'link', text: value, href });

describe('linkify', () => {
  it('leaves text without links as one part, and empty text as none', () => {
    expect(linkify('Hello there')).toEqual([text('Hello there')]);
    expect(linkify('')).toEqual([]);
  });

  it('splits http and https links out of the text, in order', () => {
    expect(linkify('Brief: https://a.test/brief and http://b.test/x?y=1#z done')).toEqual([
      text('Brief: '),
      link('https://a.test/brief'),
      text(' and '),
      link('http://b.test/x?y=1#z'),
      text(' done'),
    ]);
    expect(linkify('https://a.test')).toEqual([link('https://a.test', 'https://a.test/')]);
  });

  it('keeps the sentence punctuation and unbalanced brackets after a link as text', () => {
    expect(linkify('See https://a.test/x.')).toEqual([
      text('See '),
      link('https://a.test/x'),
      text('.'),
    ]);
    expect(linkify('(https://a.test/x), ok?')).toEqual([
      text('('),
      link('https://a.test/x'),
      text('), ok?'),
    ]);
    expect(linkify('https://en.wiki.test/A_(b)!')).toEqual([
      link('https://en.wiki.test/A_(b)'),
      text('!'),
    ]);
  });

  it('links only http(s): other schemes, bare domains and broken addresses stay text', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://a.test/file',
      'www.a.test',
      'mailto:a@b.test',
      'https://',
      'xhttps://a.test',
    ]) {
      expect(linkify(value)).toEqual([text(value)]);
    }
  });

  it('never turns markup into anything but text', () => {
    const value = '<img src=x onerror=alert(1)> <a href="https://evil.test">x</a>';
    const parts = linkify(value);
    expect(parts.map((part) => part.text).join('')).toBe(value);
    // The quoted address inside markup ends at the quote; the markup around it is text.
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      link('https://evil.test', 'https://evil.test/'),
    ]);
  });

  it('gives back the whole text when the parts are joined', () => {
    const value = 'a https://x.test/1, b (https://y.test/2) c https://z.test/?q=<3';
    expect(
      linkify(value)
        .map((part) => part.text)
        .join(''),
    ).toBe(value);
  });
});

import { describe, expect, it } from 'vitest';
import {
  normalizePhone,
  normalizeTaxId,
  normalizeTrackingNumber,
  normalizeWebUrl,
  normalizeZip,
} from '@/domain/normalize';

// docs/product.md#as-typed: separators go and a link gets its scheme before the rules run;
// what is not recognised is left for the rule to refuse.
describe('normalizers of input as people type it', () => {
  it.each([
    ['(415) 555-0134', '4155550134'],
    ['+1 415.555.0134', '+14155550134'],
    ['415 555 0134', '4155550134'],
    ['4155550134', '4155550134'],
    ['+ 1', '+1'],
    ['(44)', '44'],
    ['415-CALL-NOW', '415CALLNOW'],
    ['', ''],
  ])('phone %j → %j', (typed, normalized) => {
    expect(normalizePhone(typed)).toBe(normalized);
  });

  it.each([
    ['12-3456789', '123456789'],
    ['123 45 6789', '123456789'],
    ['12.345.6789', '123456789'],
    ['123456789', '123456789'],
    ['12-34A', '1234A'],
  ])('tax ID %j → %j', (typed, normalized) => {
    expect(normalizeTaxId(typed)).toBe(normalized);
  });

  it.each([
    ['94103', '94103'],
    [' 94103 ', '94103'],
    ['94103-1234', '94103'],
    ['94103 1234', '94103'],
    ['941031234', '94103'],
    ['941 03', '94103'],
    ['9410-31', '9410-31'],
    ['94103-12', '94103-12'],
  ])('zip %j → %j', (typed, normalized) => {
    expect(normalizeZip(typed)).toBe(normalized);
  });

  it.each([
    ['1Z 999 AA1 01 2345 6784', '1Z999AA10123456784'],
    ['9400-1000-0000-0000-0000-00', '9400100000000000000000'],
    ['  1Z999AA10123456784  ', '1Z999AA10123456784'],
    ['ABC', 'ABC'],
  ])('tracking number %j → %j', (typed, normalized) => {
    expect(normalizeTrackingNumber(typed)).toBe(normalized);
  });

  it.each([
    ['calmcream.com/serum', 'https://calmcream.com/serum'],
    ['  calmcream.com  ', 'https://calmcream.com'],
    ['www.calmcream.com/a?b=c', 'https://www.calmcream.com/a?b=c'],
    ['shop.calmcream.com:8080/x', 'https://shop.calmcream.com:8080/x'],
    ['//calmcream.com/x', 'https://calmcream.com/x'],
    ['https://calmcream.com/serum', 'https://calmcream.com/serum'],
    ['http://calmcream.com', 'http://calmcream.com'],
    ['HTTPS://CALMCREAM.COM', 'HTTPS://CALMCREAM.COM'],
    ['ftp://calmcream.com', 'ftp://calmcream.com'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['mailto:ana@calmcream.com', 'mailto:ana@calmcream.com'],
    ['', ''],
    ['   ', ''],
  ])('web link %j → %j', (typed, normalized) => {
    expect(normalizeWebUrl(typed)).toBe(normalized);
  });

  it('keeps what the database cannot store, for the storable rule to refuse', () => {
    expect(normalizePhone('415\u0000555 0134')).toBe('415\u00005550134');
    expect(normalizeWebUrl('a\u0000.com')).toBe('https://a\u0000.com');
  });
});

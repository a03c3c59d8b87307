import { describe, expect, it } from 'vitest';
import { transactionsCsv, transactionsCsvFileName } from '@/features/wallet/model/transactionsCsv';
import { centsAsDecimal, csvField, toCsv } from '@/src/lib/csv';
import { transaction } from './walletStub';

const LABELS = {
  header: ['Date', 'Kind', 'Description', 'Amount (USD)', 'Balance after (USD)', 'By'],
  kind: (kind: string) => `kind:${kind}`,
} as const;

describe('CSV fields (RFC 4180)', () => {
  it('writes plain text as it is', () => {
    expect(csvField('Top-up by card')).toBe('Top-up by card');
    expect(csvField('')).toBe('');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Campaign, spring')).toBe('"Campaign, spring"');
    expect(csvField('The "Glow" campaign')).toBe('"The ""Glow"" campaign"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvField('"')).toBe('""""');
  });

  it('makes text that would start a formula read as text', () => {
    expect(csvField('=HYPERLINK("http://evil.test","x")')).toBe(
      `"'=HYPERLINK(""http://evil.test"",""x"")"`,
    );
    expect(csvField('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    // A carriage return both starts a formula and needs quoting.
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    // Only the first character counts.
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers, negative ones too, and guards a "number" that is not one', () => {
    expect(csvField({ number: '-10.00' })).toBe('-10.00');
    expect(csvField({ number: '104.00' })).toBe('104.00');
    expect(csvField({ number: '-1+1' })).toBe("'-1+1");
    expect(csvField({ number: '=1' })).toBe("'=1");
  });

  it('ends every line with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', { number: '1.00' }],
      ]),
    ).toBe('a,b\r\nc,1.00\r\n');
    expect(toCsv([])).toBe('');
  });

  it('writes cents as plain signed dollars', () => {
    expect(centsAsDecimal(10_000)).toBe('100.00');
    expect(centsAsDecimal(-1_000)).toBe('-10.00');
    expect(centsAsDecimal(5)).toBe('0.05');
    expect(centsAsDecimal(-5)).toBe('-0.05');
    expect(centsAsDecimal(0)).toBe('0.00');
    expect(centsAsDecimal(1_000_000_000_00)).toBe('1000000000.00');
  });
});

describe('transactionsCsv', () => {
  it('writes the header, then each movement with its ISO date and plain amounts', () => {
    const csv = transactionsCsv(
      [
        transaction('t2', {
          kind: 'payment',
          description: 'Campaign "Spring", deposit',
          amount: -1_000,
          balance_after: 9_413,
          created_at: '2026-03-10T08:00:00.000Z',
          by: 'Ana Ruiz',
        }),
        transaction('t1', {
          description: '=cmd|calc',
          amount: 10_413,
          balance_after: 10_413,
          created_at: '2026-03-09T14:30:00.000Z',
        }),
      ],
      LABELS,
    );
    expect(csv.split('\r\n')).toEqual([
      'Date,Kind,Description,Amount (USD),Balance after (USD),By',
      '2026-03-10T08:00:00.000Z,kind:payment,"Campaign ""Spring"", deposit",-10.00,94.13,Ana Ruiz',
      "2026-03-09T14:30:00.000Z,kind:top_up_card,'=cmd|calc,104.13,104.13,",
      '',
    ]);
  });

  it('keeps a line break inside a description in its quoted field', () => {
    const csv = transactionsCsv([transaction('t1', { description: 'first\nsecond' })], LABELS);
    expect(csv).toContain(',"first\nsecond",100.00,100.00,\r\n');
  });

  it('names the file after the local day', () => {
    expect(transactionsCsvFileName(new Date(2026, 2, 9, 23, 59))).toBe(
      'wallet-transactions-2026-03-09.csv',
    );
    expect(transactionsCsvFileName(new Date(2026, 11, 1, 0, 0))).toBe(
      'wallet-transactions-2026-12-01.csv',
    );
  });
});

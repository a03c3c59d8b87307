// Formatters are made once per language and shared: every row of a list reads the same
// ones, and a change of language gives formats in the new language.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/src/i18n';
import { perLanguage, useDateFormat, useMoneyFormat } from '@/src/ui/formats';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';

describe('perLanguage', () => {
  it('makes a value once per language and hands the same one back', () => {
    const make = vi.fn((language: string) => ({ language }));
    const forLanguage = perLanguage(make);
    const en = forLanguage('en');
    expect(forLanguage('en')).toBe(en);
    expect(forLanguage('es')).toEqual({ language: 'es' });
    expect(forLanguage('es')).not.toBe(en);
    expect(make.mock.calls.map(([language]) => language)).toEqual(['en', 'es']);
  });
});

describe('the format hooks', () => {
  it('give every reader the same formats, and follow a change of language', async () => {
    const first = renderHook(() => useDealFormats());
    const second = renderHook(() => useDealFormats());
    expect(second.result.current).toBe(first.result.current);

    const money = renderHook(() => useMoneyFormat());
    const day = renderHook(() => useDateFormat('long'));
    expect(money.result.current(125_000)).toBe('$1,250.00');
    expect(day.result.current('2026-11-23T12:00:00.000Z')).toBe('November 23, 2026');
    try {
      await act(() => i18n.changeLanguage('es'));
      money.rerender();
      day.rerender();
      expect(money.result.current(125_000)).toMatch(/^1250,00\s?US\$$/);
      expect(day.result.current('2026-11-23T12:00:00.000Z')).toBe('23 de noviembre de 2026');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

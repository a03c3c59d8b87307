import { describe, expect, it } from 'vitest';
import {
  boughtParts,
  extrasProblem,
  missingParts,
  numberedByRole,
  roleOf,
} from '@/domain/content/parts';

// What a submission must deliver (docs/product.md#deals-and-content).

describe('the parts of a submission', () => {
  it('asks for extras of video campaigns only', () => {
    expect(boughtParts({ type: 'ugc_video', raw_footage: true, extra_hooks: 2 })).toEqual({
      rawFootage: true,
      hooks: 2,
    });
    expect(boughtParts({ type: 'ugc_image', raw_footage: true, extra_hooks: 2 })).toEqual({
      rawFootage: false,
      hooks: 0,
    });
  });

  it('lists what is missing, in order', () => {
    const bought = { rawFootage: true, hooks: 3 };
    expect(missingParts(bought, { main: 0, rawFootage: 0, hooks: 1 })).toEqual([
      { part: 'main' },
      { part: 'raw_footage' },
      { part: 'hook', n: 2 },
      { part: 'hook', n: 3 },
    ]);
    expect(missingParts(bought, { main: 1, rawFootage: 1, hooks: 3 })).toEqual([]);
    expect(
      missingParts({ rawFootage: false, hooks: 0 }, { main: 1, rawFootage: 0, hooks: 0 }),
    ).toEqual([]);
  });

  it('refuses extras not bought, or more than bought', () => {
    const none = { rawFootage: false, hooks: 0 };
    const given = (rawFootage: number, hooks: number) => ({ main: 1, rawFootage, hooks });
    expect(extrasProblem(none, given(1, 0))?.code).toBe('rawFootageNotBought');
    expect(extrasProblem(none, given(0, 1))?.code).toBe('hooksNotBought');
    expect(extrasProblem({ rawFootage: true, hooks: 1 }, given(2, 1))?.code).toBe('rawFootageOne');
    expect(extrasProblem({ rawFootage: true, hooks: 1 }, given(1, 2))).toEqual({
      code: 'hooksTooMany',
      values: { max: 1 },
    });
    expect(extrasProblem({ rawFootage: true, hooks: 1 }, given(1, 1))).toBeNull();
  });

  it('numbers files within their role, and reads an unknown role as main', () => {
    const roles = ['main', 'main', 'raw_footage', 'hook', 'hook'] as const;
    expect(numberedByRole(roles.map((role) => ({ role }))).map(({ n }) => n)).toEqual([
      1, 2, 1, 1, 2,
    ]);
    expect(roleOf(undefined)).toBe('main');
    expect(roleOf('hook')).toBe('hook');
  });
});

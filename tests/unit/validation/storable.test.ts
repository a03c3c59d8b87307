import { describe, expect, it } from 'vitest';
import { array, object } from 'yup';
import { signupSchema } from '@/domain/account/schema';
import { brandSchema } from '@/domain/brands/schema';
import { productListSchema } from '@/domain/products/schema';
import { isStorableText } from '@/domain/storableText';
import { storableString, validateWith } from '@/domain/validation';

describe('text the database can store (docs/product.md#fields-and-limits)', () => {
  it('refuses NUL and lone surrogate halves, and nothing else', () => {
    expect(isStorableText('Acme Studio')).toBe(true);
    expect(isStorableText('Rocket 🚀 ñandú')).toBe(true);
    expect(isStorableText('tab\tand\nnewline')).toBe(true);
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00x', '🚀'.slice(0, 1)]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('is the first rule of every text field, client and server alike', async () => {
    expect(await validateWith(brandSchema, { name: 'ab\u0000', description: 'x' })).toEqual({
      ok: false,
      fields: {
        name: { key: 'validation:textNotStorable', values: {} },
        description: { key: 'validation:brandDescriptionLength', values: { min: 8, max: 50 } },
      },
    });
    const signup = await validateWith(signupSchema, {
      email: 'a\uD800@example.com',
      password: 'x',
    });
    expect(signup.ok ? {} : signup.fields.email?.key).toBe('validation:textNotStorable');
    const list = await validateWith(productListSchema, { search: '\u0000' });
    expect(list.ok ? {} : list.fields).toEqual({
      search: { key: 'validation:textNotStorable', values: {} },
    });
  });

  it('reports an item of a list on the list', async () => {
    const schema = object({ ids: array(storableString().required()) });
    expect(await validateWith(schema, { ids: ['ok', 'b\u0000d'] })).toEqual({
      ok: false,
      fields: { ids: { key: 'validation:textNotStorable', values: {} } },
    });
  });
});

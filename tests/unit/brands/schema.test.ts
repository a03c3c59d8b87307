import { describe, expect, it } from 'vitest';
import { brandSchema } from '@/features/brands/schema';
import { validateWith } from '@/src/lib/validation';
import { keys, text } from '../account/helpers';

const valid = { name: 'Acme', description: 'Outdoor gear for all' };

describe('brandSchema', () => {
  it.each([
    [2, { name: 'validation:brandNameLength' }],
    [3, {}],
    [20, {}],
    [21, { name: 'validation:brandNameLength' }],
  ])('name of %i characters', async (length, expected) => {
    expect(await keys(brandSchema, { ...valid, name: text(length) })).toEqual(expected);
  });

  it.each([
    [7, { description: 'validation:brandDescriptionLength' }],
    [8, {}],
    [50, {}],
    [51, { description: 'validation:brandDescriptionLength' }],
  ])('description of %i characters', async (length, expected) => {
    expect(await keys(brandSchema, { ...valid, description: text(length) })).toEqual(expected);
  });

  it('gives the limits to the message', async () => {
    const result = await validateWith(brandSchema, { ...valid, name: 'ab' });
    expect(result).toEqual({
      ok: false,
      fields: { name: { key: 'validation:brandNameLength', values: { min: 3, max: 20 } } },
    });
  });

  it('counts characters after trimming the whitespace around them', async () => {
    expect(await keys(brandSchema, { ...valid, name: `  ${text(2)}  ` })).toEqual({
      name: 'validation:brandNameLength',
    });
    const result = await validateWith(brandSchema, { name: '  Acme ', description: ' 12345678 ' });
    expect(result).toEqual({ ok: true, value: { name: 'Acme', description: '12345678' } });
  });

  it('requires a name and a description, blank ones included', async () => {
    expect(await keys(brandSchema, {})).toEqual({
      name: 'validation:brandNameRequired',
      description: 'validation:brandDescriptionRequired',
    });
    expect(await keys(brandSchema, { name: '   ', description: '\n' })).toEqual({
      name: 'validation:brandNameRequired',
      description: 'validation:brandDescriptionRequired',
    });
  });

  it('takes a logo image id, or none', async () => {
    expect(await keys(brandSchema, { ...valid, logo_image_id: 'img-1' })).toEqual({});
    expect(await keys(brandSchema, { ...valid, logo_image_id: null })).toEqual({});
  });
});

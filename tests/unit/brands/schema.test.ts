import { describe, expect, it } from 'vitest';
import { FORM_ERROR } from 'final-form';
import { brandSchema } from '@/domain/brands/schema';
import { BRAND_FORM_FIELDS, brandFormValues, brandVariables } from '@/features/brands/schema';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { validateWith } from '@/domain/validation';
import { keys, text } from '../account/helpers';
import { brand } from './brandStub';

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

describe('the brand form', () => {
  const stored = brand('b1', {
    name: 'Acme',
    description: 'Outdoor gear for all',
    logo: { id: 'img-1', url: '/v1/images/img-1' },
  });

  it('starts from the stored brand, its logo as the one image, or empty', () => {
    expect(brandFormValues(stored)).toEqual({
      name: 'Acme',
      description: 'Outdoor gear for all',
      logo: [{ id: 'img-1', url: '/v1/images/img-1' }],
    });
    expect(brandFormValues()).toEqual({ name: '', description: '', logo: [] });
  });

  it('sends the API trimmed text and the logo as its image id, or null', () => {
    const form = { name: ' Acme ', description: 'Outdoor gear for all ' };
    expect(brandVariables({ ...form, logo: [{ id: 'img-1', url: '/v1/images/img-1' }] })).toEqual({
      name: 'Acme',
      description: 'Outdoor gear for all',
      logo_image_id: 'img-1',
    });
    expect(brandVariables({ ...form, logo: [] })).toEqual({
      name: 'Acme',
      description: 'Outdoor gear for all',
      logo_image_id: null,
    });
  });

  it("shows the server's message on the logo image id on the logo field", () => {
    const error = {
      kind: 'graphql' as const,
      status: 200,
      errors: [
        {
          message: 'Some fields are not valid',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { logo_image_id: 'This image was not found', token: 'Unknown' },
          },
        },
      ],
    };
    expect(submissionErrorsOf(error, BRAND_FORM_FIELDS)).toEqual({
      logo: 'This image was not found',
      [FORM_ERROR]: 'Unknown',
    });
  });
});

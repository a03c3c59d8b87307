import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { fieldErrorsOf } from '@/domain/fieldErrors';
import {
  addressVariables,
  imageIdOfUrl,
  onboardingFormSchema,
  toProfileInput,
} from '@/features/creatorProfile/schema';

const today = new Date(Date.UTC(2026, 5, 15));

/** The form's errors by field name, as the form shows them (each field's first). */
function errorsOf(values: object): Record<string, string> {
  try {
    onboardingFormSchema(today).validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(
      Object.entries(fieldErrorsOf(error)).map(([field, message]) => [field, message.key]),
    );
  }
}

const valid = {
  name: 'Ana Ruiz',
  instagram_handle: '@ana.glow',
  instagram_followers: '12,000',
  categories: ['beauty'],
  country: 'MX',
  date_of_birth: '1996-04-10',
  price: '150.50',
};

describe('the creator profile form', () => {
  it('sends the rate in cents, followers as a number, and no handle for a blank platform', () => {
    expect(toProfileInput({ ...valid, tiktok_handle: ' ', tiktok_followers: '' })).toMatchObject({
      price: 150_50,
      handles: { instagram: { handle: '@ana.glow', followers: 12_000 }, tiktok: undefined },
    });
    // Not a number: the rules say so rather than sending NaN.
    expect(
      toProfileInput({ ...valid, instagram_followers: '12k' }).handles.instagram,
    ).toMatchObject({ followers: Number.NaN });
  });

  it('reports the shared rules on the flat field names', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, instagram_followers: 'many' })).toEqual({
      instagram_followers: 'validation:creatorFollowersRange',
    });
    expect(errorsOf({ ...valid, instagram_handle: '', instagram_followers: '' })).toEqual({
      handles: 'validation:creatorHandlesRequired',
    });
    expect(errorsOf({ ...valid, date_of_birth: '2008-06-16' })).toEqual({
      date_of_birth: 'validation:creatorUnderage',
    });
    expect(errorsOf({ ...valid, categories: ['beauty', 'food', 'home', 'games'] })).toEqual({
      categories: 'validation:creatorCategories',
    });
  });

  it('names the bounds in the message of an empty or unreadable field', () => {
    try {
      onboardingFormSchema(today).validateSync(
        { ...valid, name: '', price: 'abc' },
        {
          abortEarly: false,
        },
      );
      expect.unreachable('the form is not valid');
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const fields = fieldErrorsOf(error);
      expect(fields.name).toEqual({
        key: 'validation:creatorNameLength',
        values: { min: 2, max: 60 },
      });
      expect(fields.price).toEqual({
        key: 'validation:creatorPrice',
        values: { min: 1, max: 100_000 },
      });
    }
  });

  it('checks the address only once any of it is typed', () => {
    expect(addressVariables({ address_name: ' ', address_city: '' })).toBeNull();
    expect(errorsOf({ ...valid, address_city: 'Guadalajara' })).toMatchObject({
      address_name: 'validation:shippingNameLength',
      address_phone: 'validation:phoneRequired',
    });
  });

  it("knows an uploaded image's id by its address, and nothing else", () => {
    expect(imageIdOfUrl('/v1/images/abc-123')).toBe('abc-123');
    expect(imageIdOfUrl('https://cdn.test/avatar.png')).toBeNull();
  });
});

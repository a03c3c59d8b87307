import { describe, expect, it } from 'vitest';
import { billingAddressSchema, cardAddSchema } from '@/domain/billing/schema';
import { validateWith } from '@/domain/validation';
import { billingAddress } from '../../integration/helpers/money';
import { fields, keys, text } from '../account/helpers';

const valid = billingAddress();

const check = (values: Record<string, unknown>) =>
  keys(billingAddressSchema, { ...valid, ...values });

/** Each length-limited field: its minimum, maximum and message. */
const LENGTHS = [
  ['full_name', 3, 100, 'validation:fullNameLength'],
  ['address_name', 5, 100, 'validation:addressNameLength'],
  ['address_line1', 3, 100, 'validation:addressLineLength'],
  ['address_line2', 3, 100, 'validation:addressLineLength'],
  ['city', 2, 100, 'validation:cityLength'],
  ['state', 2, 100, 'validation:stateLength'],
  ['country', 2, 100, 'validation:countryLength'],
] as const;

describe('billingAddressSchema', () => {
  it('accepts a full address', async () => {
    expect(await check({})).toEqual({});
  });

  describe.each(LENGTHS)('%s (%i to %i characters)', (field, min, max, message) => {
    it.each([
      [min - 1, false],
      [min, true],
      [max, true],
      [max + 1, false],
    ])('of %i characters: accepted %s', async (length, accepted) => {
      expect(await check({ [field]: text(length) })).toEqual(accepted ? {} : { [field]: message });
    });

    it('gives the limits to the message', async () => {
      expect(await fields(billingAddressSchema, { ...valid, [field]: text(min - 1) })).toEqual({
        [field]: { key: message, values: { min, max } },
      });
    });

    it('counts characters after trimming', async () => {
      expect(await check({ [field]: ` ${text(min - 1)}  ` })).toEqual({ [field]: message });
      const result = await validateWith(billingAddressSchema, { ...valid, [field]: '  Abcde ' });
      expect(result).toMatchObject({ ok: true, value: { [field]: 'Abcde' } });
    });
  });

  it.each([
    ['zip', 5, 'validation:zipFormat'],
    ['tax_id', 9, 'validation:taxIdFormat'],
  ] as const)('%s has exactly %i digits', async (field, length, message) => {
    const digits = (count: number) => '1234567890'.repeat(2).slice(0, count);
    expect(await check({ [field]: digits(length) })).toEqual({});
    expect(await check({ [field]: ` ${digits(length)} ` })).toEqual({});
    for (const refused of [
      digits(length - 1),
      digits(length + 1),
      `${digits(length - 1)}a`,
      `${digits(length - 2)} 1`,
      `${digits(length - 1)}-`,
      // Digits of another script are not the ASCII digits a zip code or tax ID has.
      `${digits(length - 1)}٣`,
    ]) {
      expect(await check({ [field]: refused }), refused).toEqual({ [field]: message });
    }
    expect(await fields(billingAddressSchema, { ...valid, [field]: '1' })).toEqual({
      [field]: { key: message, values: { length } },
    });
  });

  it('requires every field but the second address line, blank ones included', async () => {
    const required = {
      full_name: 'validation:fullNameRequired',
      address_name: 'validation:addressNameRequired',
      address_line1: 'validation:addressLineRequired',
      city: 'validation:cityRequired',
      state: 'validation:stateRequired',
      country: 'validation:countryRequired',
      zip: 'validation:zipRequired',
      tax_id: 'validation:taxIdRequired',
    };
    expect(await keys(billingAddressSchema, {})).toEqual(required);
    const blank = Object.fromEntries(Object.keys(required).map((field) => [field, '  ']));
    expect(await keys(billingAddressSchema, blank)).toEqual(required);
  });

  it.each([undefined, null, '', '   '])(
    'takes the second address line %j as none',
    async (line) => {
      const result = await validateWith(billingAddressSchema, { ...valid, address_line2: line });
      expect(result.ok).toBe(true);
      expect(result.ok && result.value.address_line2).toBeUndefined();
    },
  );

  it.each([
    '12 Main St., Apt #4/B',
    "O'Hara-Smith Road 7",
    'Calle Ñandú 5',
    'Straße 12',
    '東京都港区 1-2-3',
    // An accent typed as a letter plus a combining mark.
    'Cafe\u0301 Street 12',
    'Ulitsa Lenina 15',
    '123',
  ])('accepts the address line %j', async (line) => {
    expect(await check({ address_line1: line, address_line2: line })).toEqual({});
  });

  it.each([
    '12 Main St; Apt 4',
    'Main St\n12',
    'Main\tSt 12',
    '<b>Main</b> St',
    'Main St @ 5th',
    'Main St 12 🏠',
    '"Main" St',
  ])('refuses the address line %j', async (line) => {
    expect(await check({ address_line1: line, address_line2: line })).toEqual({
      address_line1: 'validation:addressLineInvalid',
      address_line2: 'validation:addressLineInvalid',
    });
  });

  it('refuses text the database cannot store', async () => {
    expect(await check({ full_name: 'Ada\u0000 Lovelace', city: '\uD800ab' })).toEqual({
      full_name: 'validation:textNotStorable',
      city: 'validation:textNotStorable',
    });
  });
});

describe('cardAddSchema', () => {
  const token = 'tok_0123456789abcdef01234567';

  it('takes a gateway token and a billing address', async () => {
    const result = await validateWith(cardAddSchema, { token, billing_address: valid });
    expect(result).toEqual({ ok: true, value: { token, billing_address: valid } });
  });

  it.each(['4242424242424242', '4242 4242 4242 4242', '4000-0000-0000-0002', '424242424242'])(
    'refuses the card number %j with a message of its own',
    async (number) => {
      expect(await keys(cardAddSchema, { token: number, billing_address: valid })).toEqual({
        token: 'validation:cardNumberNotAccepted',
      });
    },
  );

  it.each([
    '',
    'tok_',
    'tok_short',
    'tok_0123456789 abcdef',
    'card_0123456789abcdef',
    '42424242424',
  ])('refuses %j as a token', async (value) => {
    expect(await keys(cardAddSchema, { token: value, billing_address: valid })).toEqual({
      token: 'validation:cardTokenInvalid',
    });
  });

  it('reports the billing address fields under billing_address', async () => {
    const billing_address = { ...valid, zip: '1234', full_name: 'Al' };
    expect(await keys(cardAddSchema, { token, billing_address })).toEqual({
      'billing_address.zip': 'validation:zipFormat',
      'billing_address.full_name': 'validation:fullNameLength',
    });
  });
});

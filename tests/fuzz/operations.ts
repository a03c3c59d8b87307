import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import type {
  GraphQLArgument,
  GraphQLField,
  GraphQLInputType,
  GraphQLObjectType,
  GraphQLOutputType,
  GraphQLSchema,
} from 'graphql';
import { IDS, NUMBERS, STRINGS } from './random';
import type { Random } from './random';

/** A GraphQL request body (JSON) plus what the report names it by. */
export interface FuzzOperation {
  endpoint: 'app' | 'guest';
  /** e.g. "ProductCreate(name)": the field and the argument fuzzed, or "(document)". */
  label: string;
  /** Usually an object; any JSON value for the shapes a body must not have. */
  body: unknown;
}

/** Ids that exist: the caller's own and the other company's, by kind. */
export interface KnownIds {
  own: string[];
  other: string[];
}

/** Plausible values by argument name, so that one fuzzed argument gets past the others. */
const PLAUSIBLE: Record<string, unknown> = {
  name: 'Fuzz item',
  description: 'A plausible description',
  price: 1500,
  link: 'https://example.com/item',
  category: 'beauty',
  first: 5,
  email: 'fuzz@example.com',
  old_email: 'fuzz@example.com',
  new_email: 'fuzz-new@example.com',
  password: 'Correct-Horse-1',
  new_password: 'Correct-Horse-2',
  confirm_password: 'Correct-Horse-2',
  company_name: 'Fuzz Company',
  first_name: 'Fuzz',
  last_name: 'Tester',
  phone: '5551234567',
  email_validation_code: '123456',
  amount_cents: 1000,
  idempotency_key: 'fuzz-payment-0001',
  token: 'tok_0123456789abcdef01234567',
  billing_address: {
    full_name: 'Fuzz Tester',
    address_name: 'Head office',
    address_line1: '12 Fuzz Street',
    city: 'Springfield',
    state: 'Illinois',
    country: 'United States',
    zip: '62701',
    tax_id: '123456789',
  },
  from: '2026-01-01T00:00:00.000Z',
  to: '2026-02-01T00:00:00.000Z',
  // CampaignQuote / CampaignCreate: a campaign every rule accepts but the ids (the fuzzed
  // session's own brand and product ids are not known here), paid from the wallet.
  input: {
    type: 'ugc_image',
    name: 'Fuzz campaign',
    brand_id: '1',
    product_ids: ['1'],
    delivery_type: 'shipping',
    taxes_shipping_compensation: 0,
    number_of_deals: 3,
    creator_tier: 'basic',
    creator_category: 'beauty',
    must_have_tags: ['fuzz'],
    content_brief: 'A plausible content brief',
    content_format: 'square',
    video_duration: null,
    resource_links: [],
    ages: ['25-34'],
    genders: ['female'],
    ethnicities: ['asian'],
    revision_rounds: 2,
    usage_rights: 'paid_ads_3m',
    raw_footage: false,
    extra_hooks: 0,
  },
  method: 'WALLET',
  payment: { method: 'WALLET' },
  accept_terms: true,
  status: 'pending_admin_approval',
  // Creators / CreatorApply: a discovery filter and a pitch every rule accepts.
  filter: { tiers: ['pro'], followers_min: 1000, search: 'an' },
  sort: 'followers_desc',
  pitch: 'A plausible pitch for this campaign',
};

/** Fields that end the caller's session or company. */
const RARE = new Set(['CompanyLogout', 'CompanyDelete', 'CompanyUpdateData']);

/** The type as written in a variable definition, e.g. `[ID!]`. */
const typeText = (type: GraphQLInputType): string => type.toString();

function fuzzValue(type: GraphQLInputType, random: Random, ids: KnownIds, depth = 0): unknown {
  if (random.chance(0.05)) return null;
  if (isNonNullType(type)) return fuzzValue(type.ofType, random, ids, depth);
  if (isListType(type)) {
    if (random.chance(0.1) || depth > 2) return fuzzValue(type.ofType, random, ids, depth + 1);
    const length = random.pick([0, 1, 2, 5, 6, 50]);
    return Array.from({ length }, () => fuzzValue(type.ofType, random, ids, depth + 1));
  }
  if (isEnumType(type)) {
    return random.chance(0.7) ? random.pick(type.getValues()).value : random.pick(['nope', 3, '']);
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return Object.fromEntries(
      fields.map((f) => [f.name, fuzzValue(f.type, random, ids, depth + 1)]),
    );
  }
  const name = isScalarType(type) ? type.name : 'String';
  if (name === 'ID') {
    if (random.chance(0.5) && ids.own.length + ids.other.length > 0) {
      return random.pick(random.chance(0.5) && ids.other.length ? ids.other : ids.own);
    }
    return random.pick(IDS);
  }
  if (name === 'Int' || name === 'Float') return random.pick(NUMBERS);
  if (name === 'Boolean') return random.pick([true, false, 'true', 0, null]);
  if (random.chance(0.1)) return random.pick(NUMBERS);
  return random.pick(STRINGS)(random);
}

/** A selection of `type`'s fields, scalars and up to `depth` levels of objects. */
function selection(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => {
      const inner = getNamedType(field.type);
      if (!isObjectType(inner)) return field.name;
      return depth > 0 ? `${field.name} ${selection(field.type, depth - 1)}` : '';
    })
    .filter(Boolean);
  return fields.length ? `{ ${fields.join(' ')} }` : '{ __typename }';
}

function argumentValue(
  arg: GraphQLArgument,
  fuzzed: boolean,
  random: Random,
  ids: KnownIds,
): unknown {
  if (fuzzed) return fuzzValue(arg.type, random, ids);
  if (arg.name in PLAUSIBLE) return PLAUSIBLE[arg.name];
  const named = getNamedType(arg.type);
  if (named.name === 'ID' && ids.own.length) return random.pick(ids.own);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  // Left out, so that a failure is the fuzzed argument's.
  return isNonNullType(arg.type) ? 'plausible' : undefined;
}

/** One field of Query or Mutation with its arguments as variables, one (or all) fuzzed. */
export function fieldOperation(
  schema: GraphQLSchema,
  endpoint: 'app' | 'guest',
  random: Random,
  ids: KnownIds,
): FuzzOperation {
  const roots = [schema.getQueryType(), schema.getMutationType()].filter(
    (root): root is GraphQLObjectType => Boolean(root),
  );
  const root = random.pick(roots);
  let field: GraphQLField<unknown, unknown> = random.pick(Object.values(root.getFields()));
  // Ending the session makes the next requests 401s until a new one is opened: rarely.
  if (RARE.has(field.name) && random.chance(0.9))
    field = random.pick(Object.values(root.getFields()));
  const keyword = root === schema.getMutationType() ? 'mutation' : 'query';
  const everything = random.chance(0.3);
  const target = field.args.length ? random.pick(field.args) : undefined;
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const uses: string[] = [];
  for (const arg of field.args) {
    const fuzzed = everything || arg === target;
    if (fuzzed && random.chance(0.1)) continue; // a missing argument
    const value = argumentValue(arg, fuzzed, random, ids);
    if (value === undefined) continue;
    // Sometimes a wrong declared type, sometimes the value inline (a literal).
    const declared =
      fuzzed && random.chance(0.1) ? random.pick(['String', 'Int!', '[ID]']) : typeText(arg.type);
    if (fuzzed && random.chance(0.15) && typeof value === 'string' && value.length < 200) {
      uses.push(`${arg.name}: ${JSON.stringify(value)}`);
      continue;
    }
    definitions.push(`$${arg.name}: ${declared}`);
    uses.push(`${arg.name}: $${arg.name}`);
    variables[arg.name] = value;
  }
  const args = uses.length ? `(${uses.join(', ')})` : '';
  const header = definitions.length ? `(${definitions.join(', ')})` : '';
  const query = `${keyword} Fuzz${header} { ${field.name}${args} ${selection(field.type, 2)} }`;
  const label = `${field.name}(${everything ? '*' : (target?.name ?? '')})`;
  return { endpoint, label, body: { operationName: 'Fuzz', query, variables } };
}

/** Documents that abuse the language itself: depth, aliases, size, directives, fragments. */
export function documentOperation(random: Random): FuzzOperation {
  const kind = random.int(9);
  const aliases = (n: number, field: string) =>
    Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');
  const queries = [
    () => `query { ${aliases(1000, 'Products(first: 100) { nodes { id } }')} }`,
    () =>
      `mutation { ${aliases(random.pick([2, 16, 1000]), 'BrandCreate(name: "Fuzz", description: "Fuzzed brand") { id }')} }`,
    () => `query { ${'Brands { nodes { '.repeat(2000)}id${' } }'.repeat(2000)} }`,
    () => `query { ${'a { '.repeat(random.pick([9, 50, 500]))}${'} '.repeat(500)}`,
    () =>
      `query { Brands { total_count ${'@include(if: true) '.repeat(random.pick([5, 50, 5000]))} } }`,
    () => 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
    () => 'query { __schema { types { name fields { name } } } }',
    () => `{ ${random.pick(['Brandz', 'Product', 'Products(first: "x")', '__typename', ''])} }`,
    () => random.pick(STRINGS)(random),
  ];
  const query = queries[kind]!();
  return {
    endpoint: random.chance(0.8) ? 'app' : 'guest',
    label: `(document ${kind})`,
    body: { query },
  };
}

/**
 * Bodies whose shape is wrong: no object at all (each once left a request unanswered),
 * variables, operation names, several operations, a batch.
 */
export function shapeOperation(random: Random): FuzzOperation {
  const good = 'query Q { Brands(first: 1) { total_count } }';
  const bodies: unknown[] = [
    random.pick([null, [], 1, -1, 0, true, false, 'x', '', {}, 1e300]),
    [{ query: good }],
    { query: good, variables: random.pick(['x', 5, [1], null, '{"a":']) },
    { query: good, operationName: random.pick(['Nope', '', 5, null]) },
    { query: `${good} query R { __typename }` },
    { query: `${good} query Q { __typename }`, operationName: 'Q' },
    { query: random.pick([5, null, [], {}, true]) },
    { variables: {} },
    { query: good, extensions: random.pick(['x', 5, { persistedQuery: { sha256Hash: 'x' } }]) },
    { query: 'query ($f: Int) { Brands(first: $f) { total_count } }', variables: { f: '1' } },
  ];
  const index = random.int(bodies.length);
  return {
    endpoint: random.chance(0.8) ? 'app' : 'guest',
    label: `(shape ${index})`,
    body: bodies[index],
  };
}

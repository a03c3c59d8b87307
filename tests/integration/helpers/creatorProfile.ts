/**
 * A creator's own profile in tests: the operations (every field asked for), a valid
 * profile and address to start from, and creator accounts not yet onboarded.
 */
import { images } from '@/server/db/schema/images';
import { creatorSession } from './creators';
import { postGraphql } from './http';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

const HANDLE = 'handle followers verified';
const ADDRESS = 'name line1 line2 city region postal_code country phone';
const DATA = `id email has_verified_email onboarded
  profile { id name avatar_url tier categories followers price date_of_birth age gender
    ethnicity country bio portfolio intro_video_url intro_video_id
    handles { instagram { ${HANDLE} } tiktok { ${HANDLE} } youtube { ${HANDLE} } } }
  address { ${ADDRESS} }`;
const PROFILE_ARGS = `$name: String!, $handles: CreatorHandlesInput!,
  $categories: [ProductCategory!]!, $country: String!, $date_of_birth: String!, $price: Int!,
  $gender: String, $ethnicity: String, $bio: String, $avatar_image_id: ID,
  $portfolio_image_ids: [ID!], $portfolio_urls: [String!], $intro_video_id: ID`;
const PROFILE_PASSED = `name: $name, handles: $handles, categories: $categories,
  country: $country, date_of_birth: $date_of_birth, price: $price, gender: $gender,
  ethnicity: $ethnicity, bio: $bio, avatar_image_id: $avatar_image_id,
  portfolio_image_ids: $portfolio_image_ids, portfolio_urls: $portfolio_urls,
  intro_video_id: $intro_video_id`;

export const PROFILE_OPS = {
  data: `query CreatorData { CreatorData { ${DATA} } }`,
  onboard: `mutation CreatorOnboard(${PROFILE_ARGS}) {
    CreatorOnboard(${PROFILE_PASSED}) { ${DATA} } }`,
  update: `mutation CreatorProfileUpdate(${PROFILE_ARGS}) {
    CreatorProfileUpdate(${PROFILE_PASSED}) { ${DATA} } }`,
  address: `mutation CreatorAddressUpdate($address: CreatorAddressInput!) {
    CreatorAddressUpdate(address: $address) { ${DATA} } }`,
} as const;
export type ProfileOp = keyof typeof PROFILE_OPS;

export interface ApiHandle {
  handle: string;
  followers: number;
  verified: boolean;
}

export interface ApiCreatorData {
  id: string;
  email: string;
  has_verified_email: boolean;
  onboarded: boolean;
  profile: {
    id: string;
    name: string;
    followers: number;
    date_of_birth: string;
    age: number;
    gender: string | null;
    ethnicity: string | null;
    portfolio: string[];
    avatar_url: string;
    intro_video_url: string | null;
    intro_video_id: string | null;
    handles: Record<'instagram' | 'tiktok' | 'youtube', ApiHandle | null>;
    [field: string]: unknown;
  } | null;
  address: Record<string, string | null> | null;
}

type Answers = {
  data: { CreatorData: ApiCreatorData };
  onboard: { CreatorOnboard: ApiCreatorData };
  update: { CreatorProfileUpdate: ApiCreatorData };
  address: { CreatorAddressUpdate: ApiCreatorData };
};

export function profileApi<O extends ProfileOp>(
  t: TestServer,
  token: string,
  op: O,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<Answers[O]>> {
  return postGraphql<Answers[O]>(`${t.url}/v1/j`, PROFILE_OPS[op], {
    token,
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** A birth day `years` years (and `days` days) before the server's today, YYYY-MM-DD. */
export function yearsAgo(t: TestServer, years: number, days = 0): string {
  const today = t.clock.now();
  const day = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days),
  );
  return day.toISOString().slice(0, 10);
}

/** A profile every rule accepts. */
export const validProfile = (t: TestServer) => ({
  name: 'Ana Lima',
  handles: { instagram: { handle: '@ana.lima', followers: 12_000 }, tiktok: null },
  categories: ['beauty', 'health'],
  country: 'BR',
  date_of_birth: yearsAgo(t, 25, -40),
  price: 150_00,
  bio: 'Skincare in daylight',
});

export const VALID_ADDRESS = {
  name: 'Ana Lima',
  line1: 'Rua Augusta 1500',
  line2: 'Apto 42',
  city: 'São Paulo',
  region: 'SP',
  postal_code: '01304-001',
  country: 'BR',
  phone: '+55 11 91234-5678',
};

/** A creator account without a profile yet (verified unless told), and its session. */
export async function newCreator(t: TestServer, { verified = true } = {}) {
  const account = await t.createCompany({
    role: 'creator',
    has_verified_email: verified,
    onboard_position: 0,
    company_name: null,
  });
  return { id: account.id, token: await creatorSession(t, account.id) };
}

/** An image row of the account's (its bytes are not needed to name it in a profile). */
export async function ownImage(t: TestServer, accountId: number, id: string): Promise<string> {
  await t.db.insert(images).values({
    id,
    company_id: accountId,
    content_type: 'image/png',
    size: 10,
    storage_key: `${accountId}/${id}`,
  });
  return id;
}

/**
 * How demo creators spread over categories, countries, genders and ethnicities, and their
 * one-sentence bios. Weights are relative; every value comes from the rules' own lists.
 */
import type { CreatorCategory, CreatorCountry } from '../../domain/creators/rules';
import type { ETHNICITIES, GENDERS } from '../../domain/campaigns/rules';
import type { Words } from './faker';
import type { Random } from './random';

type Weights<T> = ReadonlyArray<readonly [T, number]>;

/** Lifestyle categories dominate UGC; news, finance and mature content are niche. */
export const CATEGORY_WEIGHTS: Weights<CreatorCategory> = [
  ['beauty', 16],
  ['apparel', 14],
  ['food', 12],
  ['health', 10],
  ['home', 9],
  ['games', 8],
  ['baby', 6],
  ['ecommerce', 6],
  ['appliances', 5],
  ['business', 4],
  ['other', 4],
  ['financial', 2],
  ['news', 2],
  ['mature', 1],
];

/** US-heavy, then the other large English-speaking markets. */
export const COUNTRY_WEIGHTS: Weights<CreatorCountry> = [
  ['US', 45],
  ['GB', 8],
  ['CA', 6],
  ['AU', 4],
  ['IN', 4],
  ['BR', 4],
  ['MX', 3.5],
  ['DE', 3],
  ['FR', 3],
  ['PH', 3],
  ['ES', 2.5],
  ['IT', 2],
  ['NL', 1.5],
  ['ZA', 1.5],
  ['NG', 1.5],
  ['CO', 1.5],
  ['AR', 1.5],
  ['IE', 1.5],
  ['SE', 1],
  ['NZ', 1],
];

export const GENDER_WEIGHTS: Weights<(typeof GENDERS)[number]> = [
  ['female', 58],
  ['male', 38],
  ['non_binary', 4],
];

export const ETHNICITY_WEIGHTS: Weights<(typeof ETHNICITIES)[number]> = [
  ['white', 44],
  ['hispanic', 17],
  ['black', 13],
  ['asian', 12],
  ['multiracial', 7],
  ['middle_eastern', 4],
  ['native', 1.5],
  ['pacific_islander', 1.5],
];

const TOPICS: Record<CreatorCategory, readonly string[]> = {
  apparel: ['outfit ideas', 'try-on hauls', 'street style'],
  appliances: ['kitchen gadget reviews', 'smart home setups', 'unboxings'],
  baby: ['parenting tips', 'nursery finds', 'toddler-approved picks'],
  beauty: ['skincare routines', 'makeup tutorials', 'honest product reviews'],
  business: ['small business tips', 'productivity hacks', 'desk setups'],
  ecommerce: ['online shopping finds', 'deal hunting', 'product comparisons'],
  financial: ['budgeting tips', 'money-saving challenges', 'personal finance basics'],
  food: ['easy recipes', 'snack taste tests', 'meal prep'],
  games: ['gameplay clips', 'gaming setups', 'indie game picks'],
  health: ['workout routines', 'wellness habits', 'supplement reviews'],
  home: ['home makeovers', 'cleaning hacks', 'cozy decor'],
  mature: ['nightlife reviews', 'cocktail recipes', 'wine tastings'],
  news: ['explainers', 'daily recaps', 'tech news'],
  other: ['everyday vlogs', 'travel diaries', 'pet content'],
};

const OPENINGS = [
  '{adjective} creator from {country}',
  '{job} by day and creator by night, based in {country}',
  '{adjective} storyteller in {country}',
] as const;

const ADJECTIVES = [
  'curious',
  'cheerful',
  'down-to-earth',
  'creative',
  'honest',
  'detail-loving',
  'upbeat',
  'thoughtful',
  'playful',
  'practical',
] as const;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** One sentence: who they are, where, and what they post about. */
export function bioOf(
  names: Words,
  random: Random,
  categories: readonly CreatorCategory[],
  country: CreatorCountry,
): string {
  const topics = categories.map((category) => random.pick(TOPICS[category]));
  const listed =
    topics.length === 1
      ? topics[0]!
      : `${topics.slice(0, -1).join(', ')} and ${topics[topics.length - 1]!}`;
  const opening = random
    .pick(OPENINGS)
    .replace('{adjective}', random.pick(ADJECTIVES))
    .replace('{job}', names.jobTitle(random))
    .replace('{country}', countryNames.of(country) ?? country);
  const sentence = `${opening} sharing ${listed}.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

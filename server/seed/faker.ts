/**
 * Names and job titles for demo data, from Faker's English locale data (only that module
 * is loaded: the package's main entry pulls in every locale). Our own seeded random source
 * picks from the lists: re-seeding a Faker per creator costs about 40 µs, which is
 * seconds for 50,000, and picking this way gives the same names on any machine.
 */
import { faker } from '@faker-js/faker/locale/en';
import type { Random } from './random';

const person = faker.definitions.person;

const FIRST_NAMES = {
  female: person.first_name.female ?? [],
  male: person.first_name.male ?? [],
  generic: person.first_name.generic ?? [],
};
const LAST_NAMES = person.last_name.generic ?? [];

export function firstName(random: Random, gender: string): string {
  return random.pick(
    gender === 'female'
      ? FIRST_NAMES.female
      : gender === 'male'
        ? FIRST_NAMES.male
        : FIRST_NAMES.generic,
  );
}

export const lastName = (random: Random) => random.pick(LAST_NAMES);

/** "Senior Brand Associate". */
export const jobTitle = (random: Random) =>
  [person.job_descriptor, person.job_area, person.job_type]
    .map((words) => random.pick(words ?? []))
    .join(' ');

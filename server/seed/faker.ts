/**
 * Names and job titles for demo data, from Faker's English locale data (only that module:
 * the package's main entry pulls in every locale). Loaded on first use, never at server
 * start: it costs about 60 ms and 7 MB, and only seeding needs it. Our own seeded random
 * source picks from the lists: re-seeding a Faker per creator costs about 40 µs, seconds
 * for 50,000, and picking this way gives the same names on any machine.
 */
import type { Random } from './random';

export interface Words {
  firstName(random: Random, gender: string): string;
  lastName(random: Random): string;
  /** "Senior Brand Associate". */
  jobTitle(random: Random): string;
}

let loaded: Promise<Words> | null = null;

async function load(): Promise<Words> {
  // A dynamic import stays one in the server bundle, which keeps packages external.
  const { faker } = await import('@faker-js/faker/locale/en');
  const person = faker.definitions.person;
  const female = person.first_name.female ?? [];
  const male = person.first_name.male ?? [];
  const generic = person.first_name.generic ?? [];
  const last = person.last_name.generic ?? [];
  const job = [person.job_descriptor, person.job_area, person.job_type].map((w) => w ?? []);
  return {
    firstName: (random, gender) =>
      random.pick(gender === 'female' ? female : gender === 'male' ? male : generic),
    lastName: (random) => random.pick(last),
    jobTitle: (random) => job.map((words) => random.pick(words)).join(' '),
  };
}

export const words = (): Promise<Words> => (loaded ??= load());

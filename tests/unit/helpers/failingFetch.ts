import { vi } from 'vitest';

/**
 * The `fetch` every unit test starts with: a test that forgets to stub the API fails
 * loudly instead of hitting the network.
 */
export const failingFetch = () =>
  vi.fn(async (input: unknown) => {
    throw new Error(`Unexpected fetch in a unit test: ${String(input)}`);
  });

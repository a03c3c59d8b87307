import { describe, expect, it } from 'vitest';
import { avatarSvg, sampleSvg } from '@/server/seed/art';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

describe('GET /v1/art', () => {
  it.each([
    ['avatar', avatarSvg],
    ['sample', sampleSvg],
  ])('serves a %s as a cacheable SVG, the same bytes every time', async (kind, draw) => {
    const response = await fetch(`${t.url}/v1/art/${kind}/12-345.svg`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    // Same origin is all the policy allows, and all an <img> of the app needs.
    expect(response.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
    const body = await response.text();
    expect(body).toBe(draw('12-345'));
    expect(await (await fetch(`${t.url}/v1/art/${kind}/12-345.svg`)).text()).toBe(body);
    expect(await (await fetch(`${t.url}/v1/art/${kind}/12-346.svg`)).text()).not.toBe(body);
  });

  it.each([
    '/v1/art/avatar/12-345.png',
    '/v1/art/avatar/12-345',
    '/v1/art/avatar/.svg',
    '/v1/art/avatar/ABC.svg',
    '/v1/art/avatar/-1.svg',
    '/v1/art/sample/a%2Fb.svg',
    '/v1/art/sample/a%00b.svg',
    '/v1/art/sample/%3Cscript%3E.svg',
    `/v1/art/sample/${'a'.repeat(65)}.svg`,
    '/v1/art/avatar/a.svg.svg',
    '/v1/art/banner/12-345.svg',
  ])('answers 404 to %s', async (path) => {
    const response = await fetch(`${t.url}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/svg/);
  });
});

import { describe, expect, it } from 'vitest';
import { patternRegExp, routeScreens } from '@/server/build/routePreload';

describe('routeScreens', () => {
  const patterns = { login: '/login', dashboard: '/', accountOverview: '/account/overview' };
  const source = `
const authScreens = {
  guest: [screen(patterns.login, 'login.title', () => import('@/features/account/screens/Login'))],
};
const accountOverview = () => import('@/features/account/screens/AccountOverview');
const companyScreens: RouteObject[] = [
  screen(
    patterns.dashboard,
    'dashboard.title',
    () => import('@/features/dashboard/screens/Dashboard'),
  ),
  screen(patterns.accountOverview, 'accountOverview.title', accountOverview),
];`;

  it('reads each route’s screen module, and whether the company layout wraps it', () => {
    expect(routeScreens(source, patterns)).toEqual([
      { pattern: '/login', module: 'features/account/screens/Login', inCompanyLayout: false },
      { pattern: '/', module: 'features/dashboard/screens/Dashboard', inCompanyLayout: true },
      {
        pattern: '/account/overview',
        module: 'features/account/screens/AccountOverview',
        inCompanyLayout: true,
      },
    ]);
  });

  it('fails the build on a route whose screen it cannot tell', () => {
    expect(() => routeScreens(source, { login: '/login' })).toThrow(/patterns\.dashboard/);
  });
});

describe('patternRegExp', () => {
  it.each([
    ['/', '/', true],
    ['/', '/login', false],
    ['/login', '/login', true],
    ['/login', '/login/', true],
    ['/login', '/loginx', false],
    ['/new-password/:token', '/new-password/abc', true],
    ['/new-password/:token', '/new-password', false],
    ['/campaign/:campaignId?', '/campaign', true],
    ['/campaign/:campaignId?', '/campaign/12', true],
    ['/campaign/:campaignId?', '/campaign/creation/type', false],
    ['/campaign/:campaignId?/product/:productId?', '/campaign/product', true],
    ['/campaign/:campaignId?/product/:productId?', '/campaign/3/product/9', true],
  ])('%s against %s: %s', (pattern, path, matches) => {
    expect(new RegExp(patternRegExp(pattern)).test(path)).toBe(matches);
  });
});

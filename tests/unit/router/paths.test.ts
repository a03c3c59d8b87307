import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, patterns } from '@/src/lib/paths';

describe('path builders', () => {
  it.each([
    [paths.newPassword('reset-1'), patterns.newPassword, { token: 'reset-1' }],
    [paths.impersonate('imp-1'), patterns.impersonate, { token: 'imp-1' }],
    [paths.updateEmail('mail-1'), patterns.updateEmail, { token: 'mail-1' }],
    [paths.campaign('c1'), patterns.campaign, { campaignId: 'c1' }],
    [paths.campaign(), patterns.campaign, {}],
    [
      paths.campaignProduct('c1', 'p2'),
      patterns.campaignProduct,
      { campaignId: 'c1', productId: 'p2' },
    ],
    [paths.creatorsDiscovery('c1'), patterns.creatorsDiscovery, { campaignId: 'c1' }],
    [paths.deal('d9'), patterns.deal, { dealId: 'd9' }],
    [paths.deal(), patterns.deal, {}],
    [paths.product('p2'), patterns.product, { productId: 'p2' }],
    [paths.contentLicence('c7'), patterns.contentLicence, { contentId: 'c7' }],
    [paths.creator.dealLicence('d9'), patterns.creatorDealLicence, { dealId: 'd9' }],
  ])('%s matches %s', (path, pattern, params) => {
    const match = matchPath(pattern, path);
    expect(match).not.toBeNull();
    const defined = Object.fromEntries(
      Object.entries(match?.params ?? {}).filter(([, value]) => value !== undefined),
    );
    expect(defined).toEqual(params);
  });

  it('encodes parameters so tokens keep their route', () => {
    const path = paths.newPassword('a/b?c');
    expect(path).toBe('/new-password/a%2Fb%3Fc');
    // One segment, not three: the slash did not split the token.
    const token = matchPath(patterns.newPassword, path)?.params.token ?? '';
    expect(decodeURIComponent(token)).toBe('a/b?c');
  });

  it('names the campaign creation steps', () => {
    expect(Object.values(paths.campaignCreation)).toEqual([
      '/campaign/creation/type',
      '/campaign/creation/settings',
      '/campaign/creation/parameters',
      '/campaign/creation/summary',
      '/campaign/creation/created',
    ]);
  });
});

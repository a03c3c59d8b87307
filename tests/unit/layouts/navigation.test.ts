import { describe, expect, it } from 'vitest';
import { activeNavItem, NAV_SECTIONS } from '@/src/layouts/navigation';

describe('sidebar entries', () => {
  it('lists the documented sidebar in order, grouped', () => {
    expect(NAV_SECTIONS.map((section) => section.items.map((item) => [item.key, item.to]))).toEqual(
      [
        [['dashboard', '/']],
        [
          ['campaignCreation', '/campaign/creation/type'],
          ['campaigns', '/campaigns'],
          ['deals', '/deals'],
          ['content', '/content'],
        ],
        [
          ['settings', '/account/overview'],
          ['team', '/account/team'],
          ['brands', '/brands'],
          ['products', '/products'],
        ],
        [
          ['wallet', '/wallet'],
          ['billing', '/account/billing'],
          ['paymentMethods', '/account/payment-methods'],
        ],
      ],
    );
  });

  it.each([
    ['/', 'dashboard'],
    ['/campaign/creation/summary', 'campaignCreation'],
    ['/campaigns', 'campaigns'],
    ['/campaign/c1/product/p1', 'campaigns'],
    ['/deal/d1', 'deals'],
    ['/deals', 'deals'],
    ['/product/p1', 'products'],
    ['/account/billing', 'billing'],
    ['/account/billing/invoices/inv-1', 'billing'],
    ['/account/payment-methods', 'paymentMethods'],
    ['/account/overview', 'settings'],
    ['/account/team', 'team'],
    ['/nowhere', null],
  ])('highlights the entry for %s', (pathname, expected) => {
    expect(activeNavItem(pathname)).toBe(expected);
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Licence } from '@/features/licences/api';
import { initialPreferences, type Locale } from '@/features/preferences/preferencesSlice';
import { accountError, companyData, stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import type { Reply } from '../account/apiStub';
import { companyAccount } from '../helpers/api';
import { renderCreatorDeals } from '../creatorDeals/fixtures';
import { renderApp } from '../renderWithProviders';

const SHA = 'a'.repeat(32) + '0123456789abcdef'.repeat(2);

/** A licence as ContentLicence and CreatorDealLicence answer it; tests override the rest. */
function licence(overrides: Partial<Licence> = {}): Licence {
  return {
    id: '31',
    company_name: 'Northwind Labs',
    brand_name: 'Glow Skincare',
    creator_name: 'Maya Ortiz',
    campaign_name: 'Spring serum',
    deal_id: 'deal-9',
    content_id: '5',
    files: [
      {
        id: 'f1le-1d',
        name: 'maya-ortiz-5-1.mp4',
        role: 'main',
        kind: 'video',
        content_type: 'video/mp4',
        size: 12_500_000,
        sha256: SHA,
      },
    ],
    usage_rights: 'paid_ads_6m',
    raw_footage: true,
    extra_hooks: 2,
    starts_at: '2026-03-31T22:30:00.000Z',
    paid_ads_ends_at: '2026-09-30T22:30:00.000Z',
    created_at: '2026-03-31T22:30:00.000Z',
    ...overrides,
  };
}

const answer = (value: Licence = licence()): Reply => ({ data: { ContentLicence: value } });

function renderBrand(reply: Reply, locale: Locale = 'en') {
  const api = stubApi({
    CompanyData: companyData(companyAccount()),
    ContentLicence: reply,
  });
  const view = renderApp({
    route: '/content/5/licence',
    preloadedState: {
      session: { token: 'token-1', role: 'company' },
      preferences: { ...initialPreferences, locale },
    },
  });
  return { api, ...view };
}

describe('the brand’s licence page', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the parties, campaign, rights in words, UTC dates, files with SHA-256 and its number', async () => {
    const { api } = renderBrand(answer());
    const page = within(await screen.findByRole('article', { name: 'Content licence' }));
    expect(api.callsOf('ContentLicence')[0]?.variables).toEqual({ content_id: '5' });
    expect(page.getByText('Licence no. 31')).toBeTruthy();
    for (const text of ['Glow Skincare', 'Northwind Labs', 'Maya Ortiz', 'Spring serum']) {
      expect(page.getByText(text)).toBeTruthy();
    }
    expect(
      page.getByText('Organic use for good, and paid ads for 6 months from acceptance.'),
    ).toBeTruthy();
    expect(page.getByText('The raw footage (the unedited takes) is included.')).toBeTruthy();
    expect(
      page.getByText('2 extra hooks (alternative openings of the video) are included.'),
    ).toBeTruthy();
    // In UTC, whatever the reader's time zone: accepted on March 31, ads until September 30.
    expect(
      page.getByText('Starts: March 31, 2026 (the day the content was accepted)'),
    ).toBeTruthy();
    expect(page.getByText('Paid ads end: September 30, 2026')).toBeTruthy();
    expect(page.getByText('maya-ortiz-5-1.mp4')).toBeTruthy();
    expect(page.getByText('12.5 MB · video/mp4')).toBeTruthy();
    expect(page.getByText(`SHA-256: ${SHA}`)).toBeTruthy();
  });

  it('prints for "Print", with the print stylesheet', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderBrand(answer());
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent);
    expect(styles.some((css) => /@media print/.test(css ?? ''))).toBe(true);
  });

  it('says when paid ads never end', async () => {
    renderBrand(answer(licence({ usage_rights: 'perpetual', paid_ads_ends_at: null })));
    expect(await screen.findByText('Paid ads end: never')).toBeTruthy();
    expect(screen.getByText('Organic use and paid ads, for good.')).toBeTruthy();
  });

  it('says organic use includes no paid ads, and a deleted company is named as such', async () => {
    const organic = licence({
      usage_rights: 'organic',
      paid_ads_ends_at: '2026-03-31T22:30:00.000Z',
      raw_footage: false,
      extra_hooks: 0,
      company_name: null,
    });
    renderBrand(answer(organic));
    expect(await screen.findByText('Paid ads: not included')).toBeTruthy();
    expect(screen.getByText('A deleted account')).toBeTruthy();
    expect(screen.queryByText(/raw footage/)).toBeNull();
    expect(screen.queryByText(/extra hook/)).toBeNull();
  });

  it('shows a skeleton while it loads, and no Print button', async () => {
    renderBrand({ pending: true });
    expect(await screen.findByLabelText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('says "Licence not found" for content that is not the company’s, with the way back', async () => {
    renderBrand(accountError('NOT_FOUND', 'Licence not found'));
    expect(await screen.findByRole('heading', { name: 'Licence not found' })).toBeTruthy();
    const back = screen.getAllByRole('link', { name: 'Back' });
    expect(back.every((link) => link.getAttribute('href') === '/content')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('offers to try again when it could not be loaded', async () => {
    renderBrand({ status: 500 });
    expect(await screen.findByText('The licence could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('labels each file by its role: the video, the raw footage, each extra hook', async () => {
    const file = (n: number, role: 'main' | 'raw_footage' | 'hook', name: string) => ({
      id: `file-${n}`,
      name,
      role,
      kind: 'video' as const,
      content_type: 'video/mp4',
      size: 1_000_000,
      sha256: SHA,
    });
    renderBrand(
      answer(
        licence({
          files: [
            file(1, 'main', 'maya-ortiz-5-1.mp4'),
            file(2, 'raw_footage', 'maya-ortiz-5-raw-1.mp4'),
            file(3, 'hook', 'maya-ortiz-5-hook-1.mp4'),
            file(4, 'hook', 'maya-ortiz-5-hook-2.mp4'),
          ],
        }),
      ),
    );
    const page = within(await screen.findByRole('article', { name: 'Content licence' }));
    const items = page.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(4);
    expect(items[0]).toMatch(/^Video.*maya-ortiz-5-1\.mp4/);
    expect(items[1]).toMatch(/^Raw footage \(video\).*maya-ortiz-5-raw-1\.mp4/);
    expect(items[2]).toMatch(/^Extra hook 1 \(video\).*maya-ortiz-5-hook-1\.mp4/);
    expect(items[3]).toMatch(/^Extra hook 2 \(video\).*maya-ortiz-5-hook-2\.mp4/);
  });

  it('reads in Spanish', async () => {
    renderBrand(answer(), 'es');
    const page = within(await screen.findByRole('article', { name: 'Licencia de contenido' }));
    expect(page.getByText('Fin de los anuncios pagados: 30 de septiembre de 2026')).toBeTruthy();
  });
});

describe('the creator’s licence page', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the same document for one of their deals, the way back to the deal', async () => {
    const { api } = renderCreatorDeals('/creator/deals/deal-9/licence', {
      CreatorDealLicence: { data: { CreatorDealLicence: licence() } },
    });
    const page = within(await screen.findByRole('article', { name: 'Content licence' }));
    expect(api.callsOf('CreatorDealLicence')[0]?.variables).toEqual({ deal_id: 'deal-9' });
    expect(page.getByText(`SHA-256: ${SHA}`)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back' });
    expect(back.getAttribute('href')).toBe('/creator/deals/deal-9');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CreatorOnboarding from '@/features/creatorProfile/screens/CreatorOnboarding';
import { accountError, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import {
  creatorAccount,
  creatorDataReply,
  FIRST_LOAD,
  renderCreatorScreen,
  yearsAgo,
} from './fixtures';

const ROUTE = '/creator/onboarding';
const onboarded: Reply = { data: { CreatorOnboard: { id: '7', onboarded: true } } };

function renderOnboarding(handlers: Parameters<typeof renderCreatorScreen>[2] = {}) {
  return renderCreatorScreen(<CreatorOnboarding />, ROUTE, {
    CreatorOnboard: onboarded,
    ...handlers,
  });
}

type User = ReturnType<typeof renderOnboarding>['user'];

/** Pastes `text` into a field: one change, where typing re-checks the whole form per key. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** A valid profile: a name, one handle, two categories, a rate, a country, an adult's birthday. */
async function fillProfile(user: User, { birth = yearsAgo(30) } = {}) {
  const form = await screen.findByRole('form', { name: 'Your creator profile' }, FIRST_LOAD);
  await fill(user, within(form).getByRole('textbox', { name: 'Display name' }), 'Ana Ruiz');
  await user.type(
    within(form).getByRole('textbox', { name: /^Instagram(?! followers)/ }),
    '@ana.glow',
  );
  await fill(user, within(form).getByRole('textbox', { name: 'Instagram followers' }), '12,000');
  await user.click(within(form).getByRole('checkbox', { name: 'Beauty' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Health' }));
  await fill(user, within(form).getByRole('textbox', { name: /Usual rate/ }), '150');
  const about = within(within(form).getByRole('region', { name: 'About you' }));
  await user.selectOptions(about.getByRole('combobox', { name: 'Country' }), 'MX');
  fireEvent.change(within(form).getByLabelText(/Date of birth/), { target: { value: birth } });
  return form;
}

const submit = (user: User, form: HTMLElement) =>
  user.click(within(form).getByRole('button', { name: 'Save and see campaigns' }));

// A whole profile and address typed in: twice the usual typing time.
describe('CreatorOnboarding', { timeout: 2 * TYPING_TIMEOUT }, () => {
  it('sends the profile in cents, then the address, then opens the marketplace', async () => {
    const { api, user, router } = renderOnboarding({
      CreatorAddressUpdate: { data: { CreatorAddressUpdate: { id: '7' } } },
    });
    const form = await fillProfile(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Gender' }), 'female');
    const address = within(within(form).getByRole('region', { name: 'Shipping address' }));
    await fill(user, address.getByRole('textbox', { name: 'Full name' }), 'Ana Ruiz');
    await fill(user, address.getByRole('textbox', { name: 'Address line 1' }), 'Calle 5 12');
    await fill(user, address.getByRole('textbox', { name: 'City' }), 'Guadalajara');
    await fill(user, address.getByRole('textbox', { name: 'State or region' }), 'Jalisco');
    await fill(user, address.getByRole('textbox', { name: 'Postal code' }), '44100');
    await user.selectOptions(address.getByRole('combobox', { name: 'Country' }), 'MX');
    await fill(user, address.getByRole('textbox', { name: 'Phone' }), '+52 33 1234 5678');
    await submit(user, form);

    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/marketplace'));
    expect(api.callsOf('CreatorOnboard')[0]?.variables).toEqual({
      name: 'Ana Ruiz',
      handles: { instagram: { handle: 'ana.glow', followers: 12_000 } },
      categories: ['beauty', 'health'],
      country: 'MX',
      date_of_birth: yearsAgo(30),
      gender: 'female',
      price: 150_00,
      bio: '',
      portfolio_urls: [],
    });
    expect(api.callsOf('CreatorAddressUpdate')[0]?.variables).toEqual({
      address: {
        name: 'Ana Ruiz',
        line1: 'Calle 5 12',
        city: 'Guadalajara',
        region: 'Jalisco',
        postal_code: '44100',
        country: 'MX',
        phone: '+523312345678',
      },
    });
    // The account is read again, onboarded, before the marketplace opens.
    const order = api.calls.map((call) => call.operationName);
    expect(order.lastIndexOf('CreatorData')).toBeGreaterThan(order.indexOf('CreatorAddressUpdate'));
  });

  it('leaves the address out when none was typed', async () => {
    const { api, user, router } = renderOnboarding();
    const form = await fillProfile(user);
    await submit(user, form);
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/marketplace'));
    expect(api.callsOf('CreatorOnboard')).toHaveLength(1);
    expect(api.callsOf('CreatorAddressUpdate')).toHaveLength(0);
  });

  it('refuses a creator under 18, sending nothing', async () => {
    const { api, user } = renderOnboarding();
    // Eighteen tomorrow.
    const form = await fillProfile(user, { birth: yearsAgo(18, 1) });
    await submit(user, form);
    expect(await within(form).findByText('You must be at least 18 years old')).toBeTruthy();
    expect(api.callsOf('CreatorOnboard')).toHaveLength(0);
  });

  it('asks for at least one handle', async () => {
    const { api, user } = renderOnboarding();
    const form = await fillProfile(user);
    await user.clear(within(form).getByRole('textbox', { name: /^Instagram(?! followers)/ }));
    await user.clear(within(form).getByRole('textbox', { name: 'Instagram followers' }));
    await submit(user, form);
    expect(
      await within(form).findByText(
        'Add at least one of your Instagram, TikTok or YouTube handles',
      ),
    ).toBeTruthy();
    expect(api.callsOf('CreatorOnboard')).toHaveLength(0);
  });

  it('disables a fourth category once three are chosen', async () => {
    const { user } = renderOnboarding();
    const form = await screen.findByRole('form', { name: 'Your creator profile' }, FIRST_LOAD);
    const box = (name: string) => within(form).getByRole('checkbox', { name });
    await user.click(box('Beauty'));
    await user.click(box('Health'));
    expect((box('Food') as HTMLInputElement).disabled).toBe(false);
    await user.click(box('Food'));
    expect((box('Home') as HTMLInputElement).disabled).toBe(true);
    expect((box('Beauty') as HTMLInputElement).disabled).toBe(false);
    // Unticking one frees the others again.
    await user.click(box('Beauty'));
    expect((box('Home') as HTMLInputElement).disabled).toBe(false);
  });

  it("shows the server's refusal by its field and keeps what was typed", async () => {
    const { api, user, router } = renderOnboarding({
      CreatorOnboard: accountError('BAD_USER_INPUT', 'Some fields are not valid', {
        fields: { 'handles.instagram.handle': 'This handle is taken on our side' },
      }),
    });
    const form = await fillProfile(user);
    await submit(user, form);
    expect(await within(form).findByText('This handle is taken on our side')).toBeTruthy();
    expect(router.state.location.pathname).toBe(ROUTE);
    expect(api.callsOf('CreatorOnboard')).toHaveLength(1);
    expect(
      (within(form).getByRole('textbox', { name: 'Display name' }) as HTMLInputElement).value,
    ).toBe('Ana Ruiz');
    expect(
      (within(form).getByRole('textbox', { name: /Usual rate/ }) as HTMLInputElement).value,
    ).toBe('150');
    expect(
      (within(form).getByRole('checkbox', { name: 'Beauty' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('shows a refusal of no field above the button', async () => {
    const { user } = renderOnboarding({
      CreatorOnboard: accountError('EMAIL_NOT_VERIFIED', 'Please verify your e-mail first'),
      CreatorData: creatorDataReply(creatorAccount({ onboarded: false, profile: null })),
    });
    const form = await fillProfile(user);
    await submit(user, form);
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Please verify your e-mail first',
    );
  });
});

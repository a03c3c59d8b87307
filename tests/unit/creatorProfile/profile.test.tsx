import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CreatorProfile from '@/features/creatorProfile/screens/CreatorProfile';
import { accountError, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { creatorAccount, creatorDataReply, FIRST_LOAD, renderCreatorScreen } from './fixtures';

const ROUTE = '/creator/profile';

const ADDRESS = {
  name: 'Ana Ruiz',
  line1: 'Calle 5 12',
  line2: null,
  city: 'Guadalajara',
  region: 'Jalisco',
  postal_code: '44100',
  country: 'MX',
  phone: '+523312345678',
};

type User = ReturnType<typeof renderCreatorScreen>['user'];

/** Pastes `text` into a field: one change, where typing re-checks the whole form per key. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('CreatorProfile', { timeout: 2 * TYPING_TIMEOUT }, () => {
  it('shows the profile as brands see it: the age bracket, handles verified or not', async () => {
    renderCreatorScreen(<CreatorProfile />, ROUTE);
    const view = await screen.findByRole(
      'region',
      { name: 'Your profile as brands see it' },
      FIRST_LOAD,
    );
    expect(within(view).getByRole('heading', { name: 'Ana Ruiz' })).toBeTruthy();
    expect(within(view).getByText('25-34')).toBeTruthy();
    const handles = within(view).getAllByRole('listitem').slice(0, 2);
    expect(within(handles[0]!).getByText('@ana.glow')).toBeTruthy();
    expect(within(handles[0]!).getByText('Verified')).toBeTruthy();
    expect(within(handles[1]!).getByText('@anaglow')).toBeTruthy();
    expect(within(handles[1]!).getByText('Unverified')).toBeTruthy();
    // The date of birth shows only in the line the creator alone sees.
    expect(
      within(view).getByText(
        /^Only you see: date of birth April 10, 1996, gender Female, ethnicity not given/,
      ),
    ).toBeTruthy();
    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(within(address).getByText('No shipping address yet.')).toBeTruthy();
  });

  it('edits the profile with CreatorProfileUpdate and reads the account again', async () => {
    let saved = false;
    const { api, user } = renderCreatorScreen(<CreatorProfile />, ROUTE, {
      CreatorData: () =>
        creatorDataReply(
          saved
            ? creatorAccount({ profile: { ...creatorAccount().profile!, name: 'Ana R.' } })
            : creatorAccount(),
        ),
      CreatorProfileUpdate: (): Reply => {
        saved = true;
        return { data: { CreatorProfileUpdate: { id: '7' } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }, FIRST_LOAD));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    const name = within(form).getByRole('textbox', { name: 'Display name' });
    expect((name as HTMLInputElement).value).toBe('Ana Ruiz');
    await user.clear(name);
    await fill(user, name, 'Ana R.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsOf('CreatorProfileUpdate')).toHaveLength(1));
    expect(api.callsOf('CreatorProfileUpdate')[0]?.variables).toEqual({
      name: 'Ana R.',
      handles: {
        instagram: { handle: 'ana.glow', followers: 12_000 },
        tiktok: { handle: 'anaglow', followers: 3_000 },
      },
      categories: ['beauty', 'health'],
      country: 'MX',
      date_of_birth: '1996-04-10',
      gender: 'female',
      price: 150_00,
      bio: 'Skincare in morning light.',
      avatar_image_id: 'avatar-1',
      portfolio_urls: ['/v1/images/work-1', '/v1/images/work-2'],
    });
    const view = await screen.findByRole('region', { name: 'Your profile as brands see it' });
    expect(await within(view).findByRole('heading', { name: 'Ana R.' })).toBeTruthy();
  });

  it('keeps the intro video and outside portfolio pictures it did not change', async () => {
    const outside = 'https://images.example.com/ana/sunset.jpg';
    const profile = {
      ...creatorAccount().profile!,
      portfolio: [outside, '/v1/images/work-2'],
      intro_video_id: 'intro-1',
      intro_video_url: '/v1/content-files/intro-1',
    };
    const { api, user, container } = renderCreatorScreen(<CreatorProfile />, ROUTE, {
      CreatorData: () => creatorDataReply(creatorAccount({ profile })),
      CreatorProfileUpdate: (): Reply => ({ data: { CreatorProfileUpdate: { id: '7' } } }),
    });
    const view = await screen.findByRole(
      'region',
      { name: 'Your profile as brands see it' },
      FIRST_LOAD,
    );
    expect(within(view).getByLabelText('Your intro video').getAttribute('src')).toBe(
      '/v1/content-files/intro-1',
    );
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(container.querySelector('form video')?.getAttribute('src')).toBe(
      '/v1/content-files/intro-1',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsOf('CreatorProfileUpdate')).toHaveLength(1));
    expect(api.callsOf('CreatorProfileUpdate')[0]?.variables).toMatchObject({
      portfolio_urls: [outside, '/v1/images/work-2'],
      intro_video_id: 'intro-1',
    });
  });

  it("keeps the edit open with the server's message when it refuses", async () => {
    const { user } = renderCreatorScreen(<CreatorProfile />, ROUTE, {
      CreatorProfileUpdate: accountError('BAD_USER_INPUT', 'Some fields are not valid', {
        fields: { portfolio_urls: 'This image was not found: upload it again' },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }, FIRST_LOAD));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This image was not found: upload it again')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
  });

  it('adds the shipping address, each field required, with CreatorAddressUpdate', async () => {
    let saved = false;
    const { api, user } = renderCreatorScreen(<CreatorProfile />, ROUTE, {
      CreatorData: () => creatorDataReply(creatorAccount({ address: saved ? ADDRESS : null })),
      CreatorAddressUpdate: (): Reply => {
        saved = true;
        return { data: { CreatorAddressUpdate: { id: '7' } } };
      },
    });
    const section = await screen.findByRole('region', { name: 'Shipping address' }, FIRST_LOAD);
    expect(
      within(section).getByText(/Only brands that pick you for a shipped product/),
    ).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Add address' }));
    const form = within(section).getByRole('form', { name: 'Shipping address' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter your phone number')).toBeTruthy();
    expect(api.callsOf('CreatorAddressUpdate')).toHaveLength(0);

    await fill(user, within(form).getByRole('textbox', { name: 'Full name' }), 'Ana Ruiz');
    await fill(user, within(form).getByRole('textbox', { name: 'Address line 1' }), 'Calle 5 12');
    await fill(user, within(form).getByRole('textbox', { name: 'City' }), 'Guadalajara');
    await fill(user, within(form).getByRole('textbox', { name: 'State or region' }), 'Jalisco');
    await fill(user, within(form).getByRole('textbox', { name: 'Postal code' }), '44100');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Country' }), 'MX');
    await fill(user, within(form).getByRole('textbox', { name: 'Phone' }), '+52 (33) 1234-5678');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsOf('CreatorAddressUpdate')).toHaveLength(1));
    expect(api.callsOf('CreatorAddressUpdate')[0]?.variables).toEqual({
      address: { ...ADDRESS, line2: undefined },
    });
    expect(await within(section).findByText('Calle 5 12')).toBeTruthy();
    expect(within(section).getByText('Guadalajara, Jalisco 44100')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Edit address' })).toBeTruthy();
  });

  it('points to onboarding when there is no profile yet', async () => {
    renderCreatorScreen(<CreatorProfile />, ROUTE, {
      CreatorData: creatorDataReply(creatorAccount({ onboarded: false, profile: null })),
    });
    const link = await screen.findByRole('link', { name: 'Complete your profile' }, FIRST_LOAD);
    expect(link.getAttribute('href')).toBe('/creator/onboarding');
  });

  it('offers Try again when the account cannot be loaded', async () => {
    renderCreatorScreen(<CreatorProfile />, ROUTE, { CreatorData: { status: 500 } });
    expect((await screen.findByRole('alert', {}, FIRST_LOAD)).textContent).toContain(
      'Your profile could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyAccount } from '../helpers/api';
import { renderApp } from '../renderWithProviders';
import { accountError, companyData, statusMessage, stubApi, TYPING_TIMEOUT } from './apiStub';

const notOnboarded = companyAccount({
  onboard_position: 0,
  first_name: null,
  last_name: null,
  company_name: null,
  phone: null,
});
const session = { session: { token: 'token-1', role: 'company' as const } };

describe('AboutYou', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the field rules once the fields were touched', async () => {
    const api = stubApi({ CompanyData: companyData(notOnboarded) });
    const { user } = renderApp({ route: '/about-you', preloadedState: session });
    await user.type(await screen.findByLabelText('Company name'), 'AB');
    await user.type(screen.getByLabelText('First name'), 'Al');
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The company name must have 3 to 50 characters')).toBeTruthy();
    expect(screen.getByText('The first name must have 3 to 25 characters')).toBeTruthy();
    expect(screen.getByText('Enter your last name')).toBeTruthy();
    expect(screen.getByText('The phone number must have 10 to 13 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Company name'));
    expect(api.callsOf('CompanyOnboardPositionOne')).toHaveLength(0);
  });

  it('saves the details, reloads the account and goes on to the Dashboard', async () => {
    let onboarded = false;
    const api = stubApi({
      CompanyData: () => companyData(onboarded ? companyAccount() : notOnboarded),
      CompanyOnboardPositionOne: () => {
        onboarded = true;
        return statusMessage('CompanyOnboardPositionOne', 'Thank you, your profile is complete');
      },
    });
    const { user, router } = renderApp({ route: '/about-you', preloadedState: session });
    await user.type(await screen.findByLabelText('Company name'), ' Northwind Labs ');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Area code'), '+1');
    await user.type(screen.getByLabelText('Phone number'), '5551234567{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(api.callsOf('CompanyOnboardPositionOne')[0]?.variables).toEqual({
      company_name: 'Northwind Labs',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '5551234567',
      area_code: '+1',
    });
    expect(api.callsOf('CompanyData').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the phone and area code without separators once left, and sends them so', async () => {
    // docs/product.md#as-typed: "(415) 555-0134" is a 10-digit phone number.
    let onboarded = false;
    const api = stubApi({
      CompanyData: () => companyData(onboarded ? companyAccount() : notOnboarded),
      CompanyOnboardPositionOne: () => {
        onboarded = true;
        return statusMessage('CompanyOnboardPositionOne', 'Thank you, your profile is complete');
      },
    });
    const { user } = renderApp({ route: '/about-you', preloadedState: session });
    await user.type(await screen.findByLabelText('Company name'), 'Northwind Labs');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    const areaCode = screen.getByLabelText('Area code') as HTMLInputElement;
    await user.type(areaCode, '+ 1');
    const phone = screen.getByLabelText('Phone number') as HTMLInputElement;
    await user.type(phone, '(415) 555-0134');
    expect(phone.value).toBe('(415) 555-0134');
    await user.tab();
    expect(phone.value).toBe('4155550134');
    expect(areaCode.value).toBe('+1');
    expect(screen.queryByText('The phone number must have 10 to 13 characters')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(api.callsOf('CompanyOnboardPositionOne')[0]?.variables).toMatchObject({
      phone: '4155550134',
      area_code: '+1',
    });
  });

  it("puts the server's field errors on their fields", async () => {
    stubApi({
      CompanyData: companyData(notOnboarded),
      CompanyOnboardPositionOne: accountError('BAD_USER_INPUT', 'Some fields are not valid', {
        fields: { phone: 'The phone number can only have digits, spaces and + ( ) - .' },
      }),
    });
    const { user } = renderApp({ route: '/about-you', preloadedState: session });
    await user.type(await screen.findByLabelText('Company name'), 'Northwind Labs');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Phone number'), '5551234567{Enter}');
    expect(
      await screen.findByText('The phone number can only have digits, spaces and + ( ) - .'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
  });
});

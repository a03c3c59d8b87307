import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarInitial } from '@/src/ui/Avatar';
import { renderWithProviders } from '../renderWithProviders';

describe('Avatar', () => {
  it('shows the first character of the name, upper-cased', () => {
    renderWithProviders(<Avatar name="northwind labs" data-testid="avatar" />);
    expect(screen.getByTestId('avatar').textContent).toBe('N');
  });

  it.each([
    ['ada@northwind.test', 'A'],
    ['  zeta', 'Z'],
    ['ñandú', 'Ñ'],
    ['😀 smiles', '😀'],
    ['', ''],
  ])('%j → %j', (name, initial) => {
    expect(avatarInitial(name)).toBe(initial);
  });
});

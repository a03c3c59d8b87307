import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreatorAvatar } from '@/src/entities/creator/CreatorRow';
import { renderWithProviders } from '../renderWithProviders';

describe("a creator's avatar", () => {
  it('shows the photo when the creator gave one', async () => {
    renderWithProviders(<CreatorAvatar name="Maya Ortiz" url="/v1/images/1" size="10" />);
    const avatar = await screen.findByRole('img', { name: 'Maya Ortiz' });
    expect(avatar.getAttribute('src')).toBe('/v1/images/1');
  });

  it("shows the name's initial, not a broken image, when the creator gave no photo", async () => {
    renderWithProviders(<CreatorAvatar name="maya Ortiz" url="" size="10" />);
    const avatar = await screen.findByRole('img', { name: 'maya Ortiz' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar.textContent).toBe('M');
  });
});

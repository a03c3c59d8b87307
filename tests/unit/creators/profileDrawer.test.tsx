/**
 * The creator's profile drawer (docs/product.md#creators): a company sees the creator's
 * portfolio as thumbnails that open large in a dialog (by keyboard too), the intro video
 * when there is one, and each handle with its declared followers and a "Verified" or
 * "Unverified" badge in words; the age bracket only, never gender or ethnicity.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { discoveryPath, profile, renderDiscovery } from './fixtures';

type ProfileOverrides = Parameters<typeof profile>[1];

async function openProfile(overrides: ProfileOverrides = {}, locale: 'en' | 'es' = 'en') {
  const view = renderDiscovery(
    discoveryPath('tab=find'),
    { Creator: { data: { Creator: profile(1, overrides) } } },
    locale,
  );
  await view.user.click(await screen.findByRole('button', { name: 'Creator 1' }));
  const drawer = await screen.findByRole('dialog', { name: 'Creator 1' });
  return { ...view, drawer: within(drawer) };
}

// A whole app renders for each: slow on a loaded machine, as the discovery tests are.
describe('creator profile drawer', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the handles with their declared followers, verified or not in words', async () => {
    const { drawer } = await openProfile();
    expect(await drawer.findByText('Social handles')).toBeTruthy();
    const instagram = drawer.getByText('@glow.daily').closest('li')!;
    expect(within(instagram).getByText('Instagram')).toBeTruthy();
    expect(within(instagram).getByText('12,500 followers (declared)')).toBeTruthy();
    expect(within(instagram).getByText('Verified')).toBeTruthy();
    const tiktok = drawer.getByText('@glowdaily').closest('li')!;
    expect(within(tiktok).getByText('1 follower (declared)')).toBeTruthy();
    expect(within(tiktok).getByText('Unverified')).toBeTruthy();
    expect(drawer.queryByText('YouTube')).toBeNull();
    // No intro video given: no player.
    expect(document.querySelector('video')).toBeNull();
    expect(drawer.getByText('25-34')).toBeTruthy();
  });

  it('plays the intro video on demand, loading only its metadata', async () => {
    const { drawer } = await openProfile({ intro_video_url: '/v1/content-files/intro-1' });
    expect(await drawer.findByText('Intro video')).toBeTruthy();
    const video = drawer.getByLabelText('Intro video by Creator 1') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toBe('/v1/content-files/intro-1');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
  });

  it('opens a portfolio image large from the keyboard and gives focus back', async () => {
    const { drawer, user } = await openProfile();
    const thumbnails = await drawer.findByRole('list', { name: 'Work by Creator 1' });
    const second = within(thumbnails).getByRole('button', { name: 'Open image 2 of 2' });
    second.focus();
    await user.keyboard('{Enter}');
    const lightbox = await screen.findByRole('dialog', { name: 'Images by Creator 1' });
    expect(
      within(lightbox).getByRole('img', { name: 'Image 2 of 2 by Creator 1' }).getAttribute('src'),
    ).toBe('/v1/portfolio/2.png');
    await user.keyboard('{ArrowRight}');
    expect(within(lightbox).getByText('Image 1 of 2')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Images by Creator 1' })).toBeNull(),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(thumbnails).getByRole('button', { name: 'Open image 1 of 2' }),
      ),
    );
    // The drawer stays open under the lightbox.
    expect(screen.getByRole('dialog', { name: 'Creator 1' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    const { drawer } = await openProfile({ intro_video_url: '/v1/content-files/intro-1' }, 'es');
    expect(await drawer.findByText('Redes sociales')).toBeTruthy();
    expect(drawer.getByText('12.500 seguidores (declarados)')).toBeTruthy();
    expect(drawer.getByText('1 seguidor (declarado)')).toBeTruthy();
    expect(drawer.getByText('Verificada')).toBeTruthy();
    expect(drawer.getByText('Sin verificar')).toBeTruthy();
    expect(drawer.getByLabelText('Vídeo de presentación de Creator 1')).toBeTruthy();
    expect(drawer.getByRole('list', { name: 'Trabajos de Creator 1' })).toBeTruthy();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ContentViewer, { ContentStatusBadge } from '@/src/entities/content/ContentViewer';
import type { ContentCardFields } from '@/features/content/api';
import { i18n } from '@/src/i18n';
import { renderWithProviders } from '../renderWithProviders';
import { content, videoContent } from './fixtures';

/** Gives the rendered video a length, as a browser does once its metadata loads. */
function loadVideo(seconds: number) {
  const video = screen.getByLabelText('Video by Ana Ruiz') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
  fireEvent.loadedMetadata(video);
  return video;
}

/** The timeline bar, 200 px wide at x = 100, so x = 150 is a quarter of the video. */
function timeline() {
  const bar = screen.getByRole('group', { name: /Timeline/ });
  bar.getBoundingClientRect = () =>
    ({
      left: 100,
      width: 200,
      top: 0,
      height: 24,
      right: 300,
      bottom: 24,
      x: 100,
      y: 0,
    }) as DOMRect;
  return bar;
}

describe('ContentViewer: images', () => {
  it('opens a thumbnail in a lightbox that the arrows page through and Escape closes', async () => {
    const { user } = renderWithProviders(<ContentViewer content={content('c1')} />);
    const thumbs = within(screen.getByRole('list', { name: 'Images of the content' }));
    expect(thumbs.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Image 1 of 3 by Ana Ruiz',
      'Image 2 of 3 by Ana Ruiz',
      'Image 3 of 3 by Ana Ruiz',
    ]);

    await user.click(screen.getByRole('button', { name: 'Open image 2 of 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Images by Ana Ruiz' });
    expect(within(dialog).getByText('Image 2 of 3')).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/v1/content-files/c1-f2');

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 3 of 3')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Image 1 of 3')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Image 3 of 3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(within(dialog).getByAltText('Image 2 of 3 by Ana Ruiz')).toBeTruthy();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns to the thumbnail of the image last shown.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Open image 2 of 3' }),
      ),
    );
  });

  it('says so when an upload has no files yet', () => {
    renderWithProviders(
      <ContentViewer content={content('c2', { status: 'created', files: [] })} />,
    );
    expect(screen.getByText('The files of this upload are not ready yet.')).toBeTruthy();
  });
});

describe('ContentViewer: video', () => {
  const comments = [
    { at_seconds: 42.7, text: 'Show the label here' },
    { at_seconds: 12, text: 'Too dark' },
  ];

  it('lists the time-coded comments in time order and seeks from them and their marks', async () => {
    const { user } = renderWithProviders(
      <ContentViewer content={videoContent('v1', { time_comments: comments, status: 'denied' })} />,
    );
    const video = loadVideo(60);
    expect(video.getAttribute('src')).toBe('/v1/content-files/v1-v');
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.hasAttribute('controls')).toBe(true);

    const list = within(screen.getByRole('region', { name: 'Comments on the video' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '0:12Too dark',
      '0:42Show the label here',
    ]);
    await user.click(list.getByRole('button', { name: 'Go to 0:42' }));
    expect(video.currentTime).toBeCloseTo(42.7);

    // Reading only: the bar takes no pins, its marks seek.
    const bar = timeline();
    expect(bar.getAttribute('aria-label')).toBe('Timeline');
    const mark = within(bar).getByRole('button', { name: 'Go to 0:12: Too dark' });
    expect(mark.style.left || getComputedStyle(mark).left).toBe('20%');
    await user.click(mark);
    expect(video.currentTime).toBe(12);
    expect(screen.queryByRole('button', { name: /Comment at/ })).toBeNull();
  });

  it('pins a comment where the timeline is clicked, or at the current time from the button', async () => {
    const pinned: number[] = [];
    function Review({ initial }: { initial: ContentCardFields }) {
      const [marks, setMarks] = useState<Array<{ at_seconds: number; text: string }>>([]);
      return (
        <ContentViewer
          content={initial}
          timeComments={marks}
          onPinMoment={(seconds) => {
            pinned.push(seconds);
            setMarks((all) => [...all, { at_seconds: seconds, text: `note ${all.length + 1}` }]);
          }}
        />
      );
    }
    const { user } = renderWithProviders(<Review initial={videoContent('v2')} />);
    const video = loadVideo(60);
    const bar = timeline();
    expect(bar.getAttribute('aria-label')).toBe('Timeline: click to comment at that moment');

    fireEvent.click(bar, { clientX: 150 });
    expect(pinned).toEqual([15]);
    expect(video.currentTime).toBe(15);
    expect(screen.getByRole('button', { name: 'Go to 0:15: note 1' })).toBeTruthy();

    // Past the end clamps to the last whole second.
    fireEvent.click(bar, { clientX: 400 });
    expect(pinned).toEqual([15, 60]);

    act(() => {
      video.currentTime = 33.9;
      fireEvent.timeUpdate(video);
    });
    await user.click(screen.getByRole('button', { name: 'Comment at 0:33' }));
    expect(pinned).toEqual([15, 60, 33]);
    expect(
      within(screen.getByRole('region', { name: 'Comments on the video' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0:15note 1', '0:33note 3', '1:00note 2']);
  });

  it('takes no pin from the bar before the video knows its length', () => {
    const onPin = vi.fn();
    renderWithProviders(<ContentViewer content={videoContent('v3')} onPinMoment={onPin} />);
    fireEvent.click(timeline(), { clientX: 150 });
    expect(onPin).not.toHaveBeenCalled();
  });
});

describe('ContentStatusBadge', () => {
  it('reads the spec’s labels in both languages', async () => {
    renderWithProviders(
      <>
        <ContentStatusBadge status="pending_approval" />
        <ContentStatusBadge status="bought" />
        <ContentStatusBadge status="denied" />
      </>,
    );
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Revision requested')).toBeTruthy();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('En revisión')).toBeTruthy();
    expect(screen.getByText('Aceptado')).toBeTruthy();
    expect(screen.getByText('Revisión solicitada')).toBeTruthy();
  });
});

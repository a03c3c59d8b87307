import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '@/src/ui/lazyDialog';

function Dialog({ open }: { open: boolean }) {
  return <p>{open ? 'dialog open' : 'dialog closed'}</p>;
}

function setUp() {
  const load = vi.fn(() => Promise.resolve(Dialog));
  return { load, dialog: lazyDialog(load) };
}

describe('a dialog loaded when first opened', () => {
  it('loads nothing and renders nothing until it opens', async () => {
    const { load, dialog } = setUp();
    const { rerender } = render(<dialog.Dialog open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/dialog/)).toBeNull();
    rerender(<dialog.Dialog open />);
    expect(await screen.findByText('dialog open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays mounted once closed, so its closing animation can play', async () => {
    const { dialog } = setUp();
    const { rerender } = render(<dialog.Dialog open />);
    await screen.findByText('dialog open');
    rerender(<dialog.Dialog open={false} />);
    expect(screen.getByText('dialog closed')).toBeTruthy();
  });

  it('downloads once however often it is preloaded and opened', async () => {
    const { load, dialog } = setUp();
    dialog.preload();
    dialog.preload();
    render(<dialog.Dialog open />);
    await screen.findByText('dialog open');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

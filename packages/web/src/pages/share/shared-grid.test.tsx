import type { SharedItem } from '@coffer/contract/calls/shares-types';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addAppTexts } from '../../i18n/app-texts';
import { Providers } from '../../test/providers';
import { sharePageText } from './share-page-text';
import { thumbUrl } from './share-problem';
import { SharedGrid } from './shared-grid';
import { isPreviewable } from './shared-thumb';

addAppTexts('sharePage', sharePageText);

const item = (name: string, is_dir = false): SharedItem => ({
  name,
  path: `trip/${name}`,
  is_dir,
  size: is_dir ? 0 : 2048,
  mtime: 1_700_000_000,
  ftype: 0,
});

describe('the share page’s pictures', () => {
  it('asks for thumbnails of the images the daemon can read, HEIC included, by name', () => {
    expect(['a.JPG', 'b.heic', 'c.HEIF', 'd.webp', 'e.svg'].map((name) => isPreviewable(item(name)))).toEqual(
      [true, true, true, true, true],
    );
    expect(['raw.dng', 'notes.txt', '.png', 'noext'].map((name) => isPreviewable(item(name)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isPreviewable(item('album.jpg', true))).toBe(false);
  });

  it('addresses a thumbnail by link, ticket, path, size and the file’s mtime', () => {
    expect(thumbUrl('x1', 't.s', 'a b/c&d.heic', 'm', 17)).toBe(
      '/v2/share/thumb?id=x1&ticket=t.s&path=a+b%2Fc%26d.heic&size=m&v=17',
    );
  });

  it('makes folders and images buttons, other files download links, and shows the thumbnails', () => {
    const onOpen = vi.fn();
    const onPreview = vi.fn();
    const items = [item('Day trips', true), item('beach.heic'), item('plan.pdf')];
    render(
      <Providers>
        <SharedGrid id="x1" ticket="t.s" items={items} onOpen={onOpen} onPreview={onPreview} />
      </Providers>,
    );
    expect(screen.getAllByTestId('share-tile')).toHaveLength(3);
    const thumb = screen.getByTestId('share-thumb');
    expect(thumb.getAttribute('src')).toBe(thumbUrl('x1', 't.s', 'trip/beach.heic', 's', 1_700_000_000));
    fireEvent.click(screen.getByRole('button', { name: /Day trips/ }));
    expect(onOpen).toHaveBeenCalledWith('trip/Day trips');
    fireEvent.click(screen.getByRole('button', { name: /beach\.heic/ }));
    expect(onPreview).toHaveBeenCalledWith(items[1]);
    expect(screen.getByRole('link', { name: /plan\.pdf/ }).getAttribute('href')).toBe(
      '/v2/share/download?id=x1&ticket=t.s&path=trip%2Fplan.pdf',
    );
    // A thumbnail the daemon refused gives way to the image icon.
    fireEvent.error(thumb);
    expect(screen.queryByTestId('share-thumb')).toBeNull();
    expect(screen.getByTestId('share-thumb-failed')).toBeTruthy();
  });
});

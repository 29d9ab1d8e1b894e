import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { FileConflict } from '@coffer/contract';
import { addAppTexts } from '../../i18n/app-texts';
import { Providers } from '../../test/providers';
import { ConflictDialog } from './conflict-dialog';
import { fileManageText } from './file-manage-text';

addAppTexts('fileManage', fileManageText);

const conflict = (name: string): FileConflict => ({
  path: `/home/src/${name}`,
  name,
  is_dir: false,
  existing: { is_dir: false, size: 2048, mtime: 1_700_000_000 },
});

function show(onDone: (conf: unknown) => void) {
  render(
    <Providers>
      <ConflictDialog conflicts={[conflict('a.txt'), conflict('b.txt')]} onDone={onDone} />
    </Providers>,
  );
  return screen.getAllByTestId('fm-conflict-item');
}

describe('the conflict dialog', () => {
  it('lists each conflict and continues only once each has a choice', async () => {
    const onDone = vi.fn();
    const [first, second] = show(onDone);
    expect(first).toHaveTextContent('a.txt');
    expect(second).toHaveTextContent('2 KB');
    const ok = screen.getByTestId('fm-conflict-ok');
    expect(ok).toBeDisabled();
    fireEvent.click(within(first!).getByText('覆盖'));
    expect(ok).toBeDisabled();
    fireEvent.click(within(second!).getByText('跳过'));
    expect(ok).toBeEnabled();
    fireEvent.click(ok);
    expect(onDone).toHaveBeenCalledWith({
      action: 'keep',
      items: { '/home/src/a.txt': 'overwrite', '/home/src/b.txt': 'skip' },
    });
  });

  it('apply to all sends one action for every item', async () => {
    const onDone = vi.fn();
    show(onDone);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('保留两者'));
    fireEvent.click(screen.getByTestId('fm-conflict-ok'));
    expect(onDone).toHaveBeenCalledWith({ action: 'keep', items: {} });
  });

  it('cancel answers null', async () => {
    const onDone = vi.fn();
    show(onDone);
    fireEvent.click(screen.getByText('取消'));
    expect(onDone).toHaveBeenCalledWith(null);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../test/providers';
import { BlockingOverlay } from './blocking-overlay';

function show(code: string, data: Record<string, unknown> = {}) {
  render(
    <Providers>
      <BlockingOverlay code={code} data={data} onOpenStorage={vi.fn()} />
    </Providers>,
  );
  const buttons = ['storage', 'reboot', 'shutdown'].filter((name) =>
    screen.queryByTestId(`overlay-blocking-${name}`),
  );
  return { dialog: screen.getByTestId('overlay-blocking-dialog').getAttribute('data-dialog'), buttons };
}

describe('BlockingOverlay', () => {
  it('N300005: lists the pool’s disks with the error, the mount’s own words and the suggestion', () => {
    const { dialog, buttons } = show('N300005', {
      pools: [{ id: 'p1', name: 'Mirror' }],
      disks: [
        {
          position: 2,
          sn: 'CVD2',
          size: 4 * 2 ** 40,
          devType: 'sata',
          error: 'mount_failed',
          cause: 'wrong fs type, bad option, bad superblock on /dev/loop3',
          suggestion: 'check_disks',
        },
      ],
    });
    expect(dialog).toBe('mountProblem');
    expect(screen.getByRole('dialog', { name: '硬盘挂载出现问题' })).toHaveTextContent(
      '存储池“Mirror”的硬盘都在',
    );
    const row = screen.getByTestId('overlay-blocking-disk-CVD2');
    expect(row).toHaveTextContent('主盘位 2');
    expect(row).toHaveTextContent('4TB');
    expect(row).toHaveTextContent('无法挂载');
    expect(row).toHaveTextContent('bad superblock');
    expect(row).toHaveTextContent('建议：检查硬盘是否插好，然后重启设备');
    expect(buttons).toEqual(['storage', 'reboot', 'shutdown']);
  });

  it('N300035: step-by-step guidance and the shut-down alone', () => {
    const { dialog, buttons } = show('N300035', { mode: 'J', pools: [{ id: 'p1', name: 'Mirror' }] });
    expect(dialog).toBe('noDisk');
    expect(screen.getByRole('dialog', { name: '未检测到硬盘' })).toBeInTheDocument();
    expect(screen.getByTestId('overlay-blocking-steps').querySelectorAll('li')).toHaveLength(4);
    expect(buttons).toEqual(['shutdown']);
  });

  it('N300036: the disks out of range, the shut-down and the storage manager', () => {
    const { dialog, buttons } = show('N300036', {
      disks: [
        {
          position: 1,
          sn: 'SMALL1',
          size: 50 * 2 ** 30,
          devType: 'sata',
          error: 'disk_size_limit',
          suggestion: 'replace_disk',
        },
      ],
    });
    expect(dialog).toBe('capacity');
    expect(screen.getByTestId('overlay-blocking-disk-SMALL1')).toHaveTextContent('容量不符合要求');
    expect(screen.getByTestId('overlay-blocking-disk-SMALL1')).toHaveTextContent('50GB');
    expect(buttons).toEqual(['storage', 'shutdown']);
  });

  it.each([
    ['N300034', 'disksChanged', ['reboot']],
    ['N300410', 'reboot', ['reboot']],
    ['N300033', 'ssdLost', ['reboot']],
    ['N300061', 'damaged', ['shutdown']],
    ['N300418', 'ssdAbnormal', ['reboot', 'shutdown']],
  ])('%s opens its own dialog (%s) with %o', (code, expected, buttons) => {
    const shown = show(code);
    expect(shown.dialog).toBe(expected);
    expect(shown.buttons).toEqual(buttons);
    expect(screen.getByTestId('overlay-blocking-code')).toHaveTextContent(code);
  });

  it('N300029 of a failed start: the generic dialog with the reason', () => {
    const { dialog, buttons } = show('N300029', {
      step: 'failed',
      reason: 'bays.json is not a valid bays file',
    });
    expect(dialog).toBe('generic');
    expect(screen.getByRole('dialog', { name: '硬盘异常' })).toBeInTheDocument();
    expect(screen.getByTestId('overlay-blocking-reason')).toHaveTextContent(
      '原因：bays.json is not a valid bays file',
    );
    expect(buttons).toEqual(['storage', 'reboot', 'shutdown']);
  });
});

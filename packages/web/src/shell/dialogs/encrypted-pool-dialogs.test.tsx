import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clickOutside, settleEffects } from '../test/modal-events';
import { renderWithProviders } from '../test/signed-in';
import { DialogHost } from './dialog-host';
import { resetDialogsForTests } from './dialog-store';
import type { EncryptedPoolPasswordOptions, KeyFileOptions, KeyFileResult } from './dialog-types';
import { dialogs } from './dialogs';

const base64 = (text: string) => btoa(text);

function openPassword(options: EncryptedPoolPasswordOptions): Promise<boolean> {
  let result!: Promise<boolean>;
  act(() => {
    result = dialogs.encryptedPoolPassword(options);
  });
  return result;
}

function openKeyFile(options: KeyFileOptions): Promise<KeyFileResult | false> {
  let result!: Promise<KeyFileResult | false>;
  act(() => {
    result = dialogs.keyFile(options);
  });
  return result;
}

function chooseFile(name = 'pool.key') {
  const input = screen.getAllByTestId('key-file-input').at(-1)!;
  fireEvent.change(input, { target: { files: [new File(['sealed'], name)] } });
}

describe('encrypted pool password dialog', () => {
  afterEach(() => {
    resetDialogsForTests();
    vi.unstubAllGlobals();
  });

  it('keeps confirm disabled while empty, shows the error line of a refused password, resolves when accepted', async () => {
    const onSubmit = vi.fn(async (password: string) =>
      password === 'Abcdef12' ? null : '密码错误，还可尝试4次',
    );
    renderWithProviders(<DialogHost />);
    const result = openPassword({ hint: 'my dog', onSubmit });
    const input = await screen.findByTestId('encrypted-pool-password');
    expect(input).toHaveAttribute('placeholder', '请输入8位数字和大小写字母组合的密码');
    const ok = screen.getByTestId('encrypted-pool-ok');
    expect(ok).toBeDisabled();
    fireEvent.change(input, { target: { value: '  ' } });
    expect(ok).toBeDisabled();

    fireEvent.change(input, { target: { value: 'wrong' } });
    fireEvent.click(ok);
    expect(await screen.findByTestId('encrypted-pool-error')).toHaveTextContent('密码错误，还可尝试4次');

    fireEvent.change(input, { target: { value: ' Abcdef12 ' } });
    fireEvent.click(ok);
    await expect(result).resolves.toBe(true);
    expect(onSubmit).toHaveBeenLastCalledWith('Abcdef12');
  });

  it('offers the 密码提示 hover label, and 忘记密码 only when a key file can be uploaded', async () => {
    renderWithProviders(<DialogHost />);
    void openPassword({ hint: 'my dog', onSubmit: async () => null });
    expect(await screen.findByTestId('encrypted-pool-hint')).toHaveTextContent('密码提示');
    expect(screen.queryByTestId('encrypted-pool-forgot')).toBeNull();
  });

  it('does not close on an outside click', async () => {
    renderWithProviders(<DialogHost />);
    const result = openPassword({ onSubmit: async () => null });
    await screen.findByTestId('encrypted-pool-dialog');
    await settleEffects();
    const settled = vi.fn();
    void result.then(settled);
    clickOutside('encrypted-pool-dialog');
    await settleEffects();
    expect(settled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('encrypted-pool-cancel'));
    await expect(result).resolves.toBe(false);
  });

  it('opens the key-file dialog from 忘记密码 and unlocks with the recovered password', async () => {
    const onSubmit = vi.fn(async () => null);
    renderWithProviders(<DialogHost />);
    const result = openPassword({
      onSubmit,
      keyFileUpload: async () => ({ pwd: base64('Abcdef12') }),
    });
    fireEvent.click(await screen.findByTestId('encrypted-pool-forgot'));
    expect(await screen.findByTestId('key-file-ok')).toHaveTextContent('确认并解锁');
    chooseFile();
    expect(await screen.findByTestId('key-file-value')).toHaveValue('Abcdef12');
    fireEvent.click(screen.getByTestId('key-file-ok'));
    await expect(result).resolves.toBe(true);
    expect(onSubmit).toHaveBeenCalledWith('Abcdef12');
  });
});

describe('key-file dialog', () => {
  afterEach(resetDialogsForTests);

  it('shows the decoded password, labels confirm 确认 outside unlock mode and resolves it', async () => {
    renderWithProviders(<DialogHost />);
    const upload = vi.fn(async (_file: File) => ({ pwd: base64('Xyz12345') }));
    const result = openKeyFile({ mode: 'recover', upload });
    const ok = await screen.findByTestId('key-file-ok');
    expect(ok).toHaveTextContent('确认');
    expect(ok).not.toHaveTextContent('解锁');
    expect(ok).toBeDisabled();
    chooseFile('mine.key');
    expect(await screen.findByTestId('key-file-value')).toHaveValue('Xyz12345');
    expect(upload.mock.calls[0]?.[0]).toBeInstanceOf(File);
    fireEvent.click(ok);
    await expect(result).resolves.toEqual({ password: 'Xyz12345' });
  });

  it('shows the upload error, and the unlock refusal, on its error line', async () => {
    renderWithProviders(<DialogHost />);
    let answer: { pwd: string } | { error: string } = { error: '密钥文件无效' };
    void openKeyFile({
      mode: 'unlock',
      upload: async () => answer,
      onSubmit: async () => '密码错误，还可尝试3次',
    });
    await screen.findByTestId('key-file-dialog');
    chooseFile();
    expect(await screen.findByTestId('key-file-error')).toHaveTextContent('密钥文件无效');
    answer = { pwd: base64('Abcdef12') };
    chooseFile();
    await screen.findByTestId('key-file-value');
    fireEvent.click(screen.getByTestId('key-file-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('key-file-error')).toHaveTextContent('密码错误，还可尝试3次'),
    );
  });

  it('does not close on an outside click', async () => {
    renderWithProviders(<DialogHost />);
    const result = openKeyFile({ mode: 'unlock', upload: async () => ({ pwd: '' }) });
    await screen.findByTestId('key-file-dialog');
    await settleEffects();
    const settled = vi.fn();
    void result.then(settled);
    clickOutside('key-file-dialog');
    await settleEffects();
    expect(settled).not.toHaveBeenCalled();
  });
});

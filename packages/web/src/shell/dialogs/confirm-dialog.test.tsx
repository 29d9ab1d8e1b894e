import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../session/session-store';
import { installFakeDaemon } from '../../test/fake-daemon';
import { clickOutside, pressEscape, settleEffects } from '../test/modal-events';
import { kvHandlers, renderWithProviders, signInForTest } from '../test/signed-in';
import { DialogHost } from './dialog-host';
import { resetDialogsForTests } from './dialog-store';
import { dialogs } from './dialogs';
import { forgetRemindersForTests } from './do-not-remind';

function openConfirm(options: Parameters<typeof dialogs.confirm>[0]) {
  let promise!: ReturnType<typeof dialogs.confirm>;
  act(() => {
    promise = dialogs.confirm(options);
  });
  return promise;
}

describe('confirm dialog', () => {
  afterEach(() => {
    act(() => useSessionStore.getState().clear());
    forgetRemindersForTests();
    resetDialogsForTests();
    vi.unstubAllGlobals();
  });

  it('keeps confirm disabled until the typed text equals the key exactly', async () => {
    renderWithProviders(<DialogHost />);
    const result = openConfirm({ message: 'Delete the pool?', typedKey: 'DELETE' });
    expect(await screen.findByText('请输入：DELETE')).toBeInTheDocument();
    const ok = screen.getByTestId('confirm-ok');
    expect(ok).toBeDisabled();
    fireEvent.change(screen.getByTestId('confirm-typed-key'), { target: { value: 'delete' } });
    expect(ok).toBeDisabled();
    fireEvent.change(screen.getByTestId('confirm-typed-key'), { target: { value: 'DELETE ' } });
    expect(ok).toBeDisabled();
    fireEvent.change(screen.getByTestId('confirm-typed-key'), { target: { value: 'DELETE' } });
    expect(ok).toBeEnabled();
    fireEvent.click(ok);
    await expect(result).resolves.toEqual({ marked: false, skipped: false });
  });

  it('keeps confirm disabled until the required box is ticked, and returns the mark box', async () => {
    renderWithProviders(<DialogHost />);
    const result = openConfirm({
      message: 'Go on?',
      requiredCheckbox: 'I understand',
      markCheckbox: 'Also this',
    });
    const ok = await screen.findByTestId('confirm-ok');
    expect(ok).toBeDisabled();
    fireEvent.click(screen.getByText('I understand'));
    expect(ok).toBeEnabled();
    fireEvent.click(screen.getByText('Also this'));
    fireEvent.click(ok);
    await expect(result).resolves.toEqual({ marked: true, skipped: false });
  });

  it('resolves false on cancel', async () => {
    renderWithProviders(<DialogHost />);
    const result = openConfirm({ message: 'Go on?' });
    fireEvent.click(await screen.findByTestId('confirm-cancel'));
    await expect(result).resolves.toBe(false);
  });

  it('confirms on Enter, but not while confirm is disabled', async () => {
    renderWithProviders(<DialogHost />);
    const result = openConfirm({ message: 'Go on?', typedKey: 'yes' });
    const input = await screen.findByTestId('confirm-typed-key');
    const settled = vi.fn();
    void result.then(settled);
    fireEvent.keyDown(input, { key: 'Enter' });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'yes' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await expect(result).resolves.toEqual({ marked: false, skipped: false });
  });

  it('closes by an outside click', async () => {
    renderWithProviders(<DialogHost />);
    const result = openConfirm({ message: 'Normal' });
    await screen.findByText('Normal');
    clickOutside('confirm-dialog');
    await expect(result).resolves.toBe(false);
  });

  it('closes by Esc', async () => {
    renderWithProviders(<DialogHost />);
    const result = openConfirm({ message: 'Normal' });
    await screen.findByText('Normal');
    await settleEffects();
    pressEscape('confirm-dialog');
    await expect(result).resolves.toBe(false);
  });

  it('with onlyClose closes only by its cancel button', async () => {
    renderWithProviders(<DialogHost />);
    const result = openConfirm({ message: 'Strict', onlyClose: true });
    await screen.findByText('Strict');
    await settleEffects();
    const settled = vi.fn();
    void result.then(settled);
    clickOutside('confirm-dialog');
    pressEscape('confirm-dialog');
    expect(
      screen.getByTestId('confirm-dialog').closest('.ant-modal')?.querySelector('.ant-modal-close'),
    ).toBeNull();
    await settleEffects();
    expect(settled).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('confirm-cancel'));
    await expect(result).resolves.toBe(false);
  });

  it('stores "do not remind again" for the user and then skips the dialog as confirmed', async () => {
    signInForTest();
    const store = new Map<string, string>();
    installFakeDaemon(kvHandlers(store));
    renderWithProviders(<DialogHost />);

    const first = openConfirm({ message: 'Empty the bin?', doNotRemindKey: 'emptyBin' });
    fireEvent.click(await screen.findByText('不再提醒'));
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await expect(first).resolves.toEqual({ marked: false, skipped: false });
    await waitFor(() => expect(store.get('doNotRemind.emptyBin')).toBe('true'));

    // A fresh page reads the choice from the daemon.
    forgetRemindersForTests();
    await expect(dialogs.confirm({ message: 'Empty the bin?', doNotRemindKey: 'emptyBin' })).resolves.toEqual(
      {
        marked: false,
        skipped: true,
      },
    );
  });

  it('does not store "do not remind again" when the box was not ticked, or on cancel', async () => {
    signInForTest();
    const store = new Map<string, string>();
    installFakeDaemon(kvHandlers(store));
    renderWithProviders(<DialogHost />);

    const unticked = openConfirm({ message: 'First', doNotRemindKey: 'k' });
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await unticked;
    const cancelled = openConfirm({ message: 'Second', doNotRemindKey: 'k' });
    await screen.findByText('Second');
    fireEvent.click(screen.getAllByText('不再提醒').at(-1)!);
    fireEvent.click(screen.getAllByTestId('confirm-cancel').at(-1)!);
    await expect(cancelled).resolves.toBe(false);
    expect(store.has('doNotRemind.k')).toBe(false);
  });

  it('opens help links in the message in a new tab', async () => {
    renderWithProviders(<DialogHost />);
    void openConfirm({
      message: 'Read <link1>the guide</link1> or <link2>the FAQ</link2> first.',
      helpLinks: [{ href: 'https://example.org/guide' }, { href: 'https://example.org/faq' }],
    });
    const guide = await screen.findByRole('link', { name: 'the guide' });
    expect(guide).toHaveAttribute('href', 'https://example.org/guide');
    expect(guide).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'the FAQ' })).toHaveAttribute('href', 'https://example.org/faq');
  });
});

describe('alert dialog', () => {
  afterEach(resetDialogsForTests);

  it('has one OK button and resolves when it is pressed', async () => {
    renderWithProviders(<DialogHost />);
    let result!: Promise<true>;
    act(() => {
      result = dialogs.alert({ message: 'Done' });
    });
    expect(await screen.findByTestId('alert-dialog')).toHaveTextContent('Done');
    expect(screen.queryByTestId('confirm-cancel')).toBeNull();
    fireEvent.click(screen.getByTestId('alert-ok'));
    await expect(result).resolves.toBe(true);
  });
});

describe('dialog host', () => {
  afterEach(resetDialogsForTests);

  it('dismisses open dialogs when the session ends', async () => {
    signInForTest();
    renderWithProviders(<DialogHost />);
    const result = openConfirm({ message: 'Still there?' });
    await screen.findByText('Still there?');
    act(() => useSessionStore.getState().clear());
    await expect(result).resolves.toBe(false);
  });

  it('shows a dialog once even when mounted twice', async () => {
    renderWithProviders(
      <>
        <DialogHost />
        <DialogHost />
      </>,
    );
    act(() => {
      void dialogs.alert({ message: 'Once' });
    });
    await screen.findByText('Once');
    expect(screen.getAllByTestId('alert-dialog')).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Role } from '@coffer/contract';
import { addAppTexts } from '../../i18n/app-texts';
import { forgetDeviceKey } from '../../api/credentials/device-key';
import { useSessionStore } from '../../session/session-store';
import { envelope, installFakeDaemon } from '../../test/fake-daemon';
import { signInAs } from '../../test/sign-in-as';
import { keyPubHandler, renderWithProviders } from '../test/signed-in';
import { remoteHelpText } from './remote-help-text';
import { SmsDialog } from './sms-dialog';

addAppTexts('remoteHelp', remoteHelpText);

/** Lets React run the effects of what has rendered (the countdown's timer), then moves the clock. */
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

describe('the SMS resend countdown (RHELP-04)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    act(() => useSessionStore.getState().clear());
    forgetDeviceKey();
    vi.unstubAllGlobals();
  });

  it('counts 60 s, then reads get again and offers the voice call with its notice', async () => {
    const { seen } = installFakeDaemon({
      ...keyPubHandler,
      'GET /rhelp/sendsms': envelope({ phone: '138****0000' }),
    });
    act(() => signInAs(Role.master));
    renderWithProviders(
      <SmsDialog open target="open" username="alice" active onVerified={vi.fn()} onCancel={vi.fn()} />,
    );
    const button = screen.getByTestId('remote-help-sms-send');
    expect(button).toHaveTextContent('获取验证码');
    expect(screen.queryByTestId('remote-help-sms-voice')).toBeNull();

    fireEvent.click(button);
    expect(await screen.findByTestId('remote-help-sms-sent')).toHaveTextContent('验证码已发送至 138****0000');
    expect(button).toHaveTextContent('60 秒后重新获取');
    expect(button).toBeDisabled();
    await advance(1000);
    expect(button).toHaveTextContent('59 秒后重新获取');
    await advance(58_000);
    expect(button).toHaveTextContent('1 秒后重新获取');
    expect(screen.queryByTestId('remote-help-sms-voice')).toBeNull();
    await advance(1000);
    expect(button).toHaveTextContent('重新获取');
    expect(button).not.toHaveTextContent('秒');
    expect(button).toBeEnabled();
    expect(screen.getByTestId('remote-help-sms-voice-notice')).toHaveTextContent(
      '语音验证码将以电话形式通知到你，请保持电话畅通。',
    );

    fireEvent.click(screen.getByTestId('remote-help-sms-voice-send'));
    await waitFor(() =>
      expect(screen.getByTestId('remote-help-sms-sent')).toHaveTextContent('语音验证码将拨打至 138****0000'),
    );
    const sends = seen.filter((request) => request.path === '/rhelp/sendsms');
    expect(sends.map((request) => request.query.get('by'))).toEqual([null, 'voice']);
    expect(button).toHaveTextContent('60 秒后重新获取');
  });

  it('keeps confirm disabled until a code is typed, and takes digits only', () => {
    installFakeDaemon({ ...keyPubHandler });
    act(() => signInAs(Role.master));
    renderWithProviders(
      <SmsDialog open target="closed" username="alice" active onVerified={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByText('关闭远程协助')).toBeInTheDocument();
    expect(screen.getByTestId('remote-help-sms-ok')).toBeDisabled();
    fireEvent.change(screen.getByTestId('remote-help-sms-code'), { target: { value: '12a34' } });
    expect(screen.getByTestId('remote-help-sms-code')).toHaveValue('1234');
    expect(screen.getByTestId('remote-help-sms-ok')).toBeEnabled();
  });
});

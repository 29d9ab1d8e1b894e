import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../i18n/i18n';
import { useFormError } from './use-form-error';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

afterEach(async () => {
  await changeLanguage('zh-CN');
});

describe('useFormError', () => {
  it('shows the message in the language it came in, and hides it after a language switch', async () => {
    await changeLanguage('zh-CN');
    const { result } = renderHook(() => useFormError(), { wrapper });
    act(() => result.current[1]('用户名或密码错误'));
    expect(result.current[0]).toBe('用户名或密码错误');
    await act(async () => changeLanguage('en'));
    expect(result.current[0]).toBe('');
    act(() => result.current[1]('Wrong username or password'));
    expect(result.current[0]).toBe('Wrong username or password');
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n';
import { useFormError } from './use-form-error';

afterEach(() => {
  changeLanguage('zh-CN');
});

describe('useFormError', () => {
  it('shows the message in the language it came in, and hides it after a language switch', () => {
    changeLanguage('zh-CN');
    const { result } = renderHook(() => useFormError());
    act(() => result.current[1]('用户名或密码错误'));
    expect(result.current[0]).toBe('用户名或密码错误');
    act(() => changeLanguage('en'));
    expect(result.current[0]).toBe('');
    act(() => result.current[1]('Wrong username or password'));
    expect(result.current[0]).toBe('Wrong username or password');
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { useTranslation } from './use-translation';

afterEach(() => changeLanguage('zh-CN'));

describe('useTranslation', () => {
  it('renders again in the new language, with a new t, when the language changes', () => {
    const { result } = renderHook(() => useTranslation());
    const before = result.current.t;
    expect(before('common.cancel')).toBe('取消');
    act(() => changeLanguage('en'));
    expect(result.current.t('common.cancel')).toBe('Cancel');
    expect(result.current.t).not.toBe(before);
    expect(result.current.i18n.language).toBe('en');
  });

  it('keeps the same t while nothing changes', () => {
    const { result, rerender } = renderHook(() => useTranslation());
    const before = result.current.t;
    rerender();
    expect(result.current.t).toBe(before);
  });
});

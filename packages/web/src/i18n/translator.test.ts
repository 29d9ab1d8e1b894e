import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const zh = { login: { submit: '登录', hello: '你好，{{name}}', onlyZh: '只有中文' } };
const en = { login: { submit: 'Sign in', hello: 'Hello, {{name}}' }, extra: { more: 'More' } };

type Tree = typeof zh & typeof en;
const translator = () => new Translator<Tree, 'zh' | 'en'>({ zh, en }, 'zh', 'en');

describe('Translator', () => {
  it('gives the current language text of a dotted key', () => {
    expect(translator().t('login.submit')).toBe('登录');
  });

  it('fills in the values named in the text, and leaves an unnamed placeholder as it is', () => {
    const t = translator().t;
    expect(t('login.hello', { name: '小明' })).toBe('你好，小明');
    expect(t('login.hello', { other: 1 })).toBe('你好，{{name}}');
  });

  it('falls back to the fallback language, then to the key itself', () => {
    const t = translator().t;
    expect(t('extra.more')).toBe('More');
    expect(t('login.nowhere' as 'login.submit')).toBe('login.nowhere');
    expect(t('login' as 'login.submit')).toBe('login');
  });

  it('switches language, telling subscribers and giving a new t', () => {
    const i18n = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.t;
    i18n.setLanguage('en');
    expect(i18n.t('login.submit')).toBe('Sign in');
    expect(before('login.submit')).toBe('登录');
    expect(i18n.t).not.toBe(before);
    expect(i18n.language).toBe('en');
    expect(listener).toHaveBeenCalledTimes(1);
    const after = i18n.t;
    i18n.setLanguage('en');
    expect(i18n.t).toBe(after);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    i18n.setLanguage('zh');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('adds texts to a language, keeping the ones it had, without telling the views on screen', () => {
    const i18n = translator();
    const listener = vi.fn();
    i18n.subscribe(listener);
    const before = i18n.t;
    i18n.addMessages('zh', { login: { added: '新增' }, extra: { more: '更多' } });
    const t = i18n.t as (key: string) => string;
    expect(t('login.added')).toBe('新增');
    expect(t('login.submit')).toBe('登录');
    expect(t('extra.more')).toBe('更多');
    expect(before).toBe(i18n.t);
    expect(listener).not.toHaveBeenCalled();
  });

  it('gives a fixed language t whatever the current language is', () => {
    const i18n = translator();
    const english = i18n.fixedT('en');
    expect(english('login.submit')).toBe('Sign in');
    expect(i18n.fixedT('zh')('login.onlyZh')).toBe('只有中文');
    expect(english('login.onlyZh')).toBe('login.onlyZh');
  });
});

import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from './i18n';
import { Trans } from './trans';

afterEach(() => changeLanguage('zh-CN'));

describe('Trans', () => {
  it('draws each marked part as its element, holding the part text', () => {
    const { container } = render(
      <Trans
        i18nKey="privacy.body"
        components={{ privacy: <a href="/privacy" />, protocol: <a href="/protocol" /> }}
      />,
    );
    const links = container.querySelectorAll('a');
    expect([...links].map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/privacy', '《隐私政策》'],
      ['/protocol', '《服务协议》'],
    ]);
    expect(container.textContent).toMatch(
      /^为了更好地保护你的个人信息，我们更新了《隐私政策》和《服务协议》。/,
    );
    expect(container.textContent).not.toContain('<');
  });

  it('keeps a marked part as text when no element is given for it, and follows the language', () => {
    changeLanguage('en');
    const { container } = render(<Trans i18nKey="privacy.body" components={{ privacy: <a href="/p" /> }} />);
    expect(container.querySelector('a')?.textContent).toBeTruthy();
    expect(container.textContent).toContain('<protocol>');
  });
});

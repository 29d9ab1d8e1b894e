import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import type { AbstractNode } from '@ant-design/icons-svg/es/types';
import { SvgIcon } from './svg-icon';

describe('SvgIcon', () => {
  it('draws the icon data at the text size and colour, labelled with its name', () => {
    render(<SvgIcon icon={SearchOutlined} />);
    const icon = screen.getByRole('img', { name: 'search' });
    const svg = icon.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '64 64 896 896');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const data = SearchOutlined.icon as AbstractNode;
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(data.children?.[0]?.attrs.d);
  });

  it('gives SVG attributes their DOM names and keeps its own class with the caller’s', () => {
    render(<SvgIcon icon={CloseOutlined} className="window-close" aria-hidden />);
    const icon = document.querySelector('.svg-icon.window-close');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon?.querySelector('svg')).toHaveAttribute('fill-rule', 'evenodd');
  });
});

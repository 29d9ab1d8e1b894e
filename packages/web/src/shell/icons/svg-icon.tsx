import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type HTMLAttributes, type ReactElement, type SVGAttributes } from 'react';
import './svg-icon.css';

/** What antd's icon library sets on every icon's svg. */
const SVG_BASE = {
  width: '1em',
  height: '1em',
  fill: 'currentColor',
  'aria-hidden': 'true',
  focusable: 'false',
};

type Props = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & { icon: IconDefinition };

/** The icon data spells attributes as SVG does ('fill-rule'); React wants the DOM's ('fillRule'). */
function reactAttributes(attrs: AbstractNode['attrs']): SVGAttributes<SVGElement> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name.startsWith('aria-')
        ? name
        : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

function drawn({ tag, attrs, children }: AbstractNode, key?: number): ReactElement {
  return createElement(tag, { key, ...reactAttributes(attrs) }, children?.map(drawn));
}

type IconSvgProps = Omit<SVGAttributes<SVGSVGElement>, 'children'> & { icon: IconDefinition };

/** The icon's svg element alone, at the text's size and colour; `props` add to it (a class, a label). */
export function IconSvg({ icon, ...props }: IconSvgProps) {
  const { tag, attrs, children } =
    typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return createElement(
    tag,
    { ...reactAttributes({ ...attrs, ...SVG_BASE }), ...props },
    children?.map(drawn),
  );
}

/**
 * An icon of antd's icon set, drawn from its SVG data as that library draws it (a span of the
 * text's size and colour, labelled with the icon's name), without its component, theme context and
 * style injection: the desktop's first paint draws dozens of them before antd has loaded.
 */
export function SvgIcon({ icon, className, ...props }: Props) {
  return (
    <span
      role="img"
      aria-label={icon.name}
      className={className ? `svg-icon ${className}` : 'svg-icon'}
      {...props}
    >
      <IconSvg icon={icon} />
    </span>
  );
}

import type { SVGAttributes } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MinusCircleOutlined from '@ant-design/icons-svg/es/asn/MinusCircleOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { IconSvg } from '../../shell/icons/svg-icon';

/*
 * The few icons of the sign-in page: antd's icon data drawn as a bare svg, as the page drew them
 * before it stopped loading antd.
 */

type IconProps = Omit<SVGAttributes<SVGSVGElement>, 'children'>;

const drawnAs = (icon: IconDefinition) =>
  function Icon(props: IconProps) {
    return <IconSvg icon={icon} {...props} />;
  };

export const UserIcon = drawnAs(UserOutlined);
export const LockIcon = drawnAs(LockOutlined);
export const EyeIcon = drawnAs(EyeOutlined);
export const EyeInvisibleIcon = drawnAs(EyeInvisibleOutlined);

/** The rule is met. */
export const CheckCircleIcon = drawnAs(CheckCircleFilled);

/** The rule is not met yet. */
export const MinusCircleIcon = drawnAs(MinusCircleOutlined);

/** The error alert's icon. */
export const CloseCircleIcon = drawnAs(CloseCircleFilled);

/**
 * Coffer's mark, the drawing of public/favicon.svg. Drawn inline so the page's load event does not
 * wait for one more request after the first render.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect x="6" y="10" width="52" height="44" rx="10" fill="#1f6f5c" />
      <rect x="14" y="20" width="36" height="7" rx="3.5" fill="#e8f3ef" />
      <rect x="14" y="31" width="36" height="7" rx="3.5" fill="#e8f3ef" />
      <circle cx="44" cy="46" r="3" fill="#9fe0c8" />
    </svg>
  );
}

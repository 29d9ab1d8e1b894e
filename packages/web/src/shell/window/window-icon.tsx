import type { ReactNode } from 'react';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import { SvgIcon } from '../icons/svg-icon';

/** Draws an app's icon id; the desktop passes the catalogue's AppIcon, a generic icon stands in until then. */
export type RenderIcon = (icon: string) => ReactNode;

export const genericIcon: RenderIcon = () => <SvgIcon icon={AppstoreOutlined} />;

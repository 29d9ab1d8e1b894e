import type { ShareState } from '@coffer/contract/calls/shares-types';
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

const COLOURS: Record<ShareState, string> = {
  active: 'green',
  expired: 'default',
  deleted: 'orange',
  disabled: 'red',
};

export function ShareStateTag({ state }: { state: ShareState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[state]} data-testid="share-state">
      {t(`shareManage.state.${state}`)}
    </Tag>
  );
}

import type { ServiceState } from '@coffer/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';
import { ReadingScope } from '../../../shell/disabled-part/reading-scope';

const COLOURS: Record<ServiceState | 'unavailable', string> = {
  running: 'success',
  starting: 'processing',
  stopped: 'default',
  failed: 'error',
  unavailable: 'default',
};

/** A service's state in a word and a colour. */
export function ServiceStateTag({ state }: { state: ServiceState | 'unavailable' }) {
  const { t } = useTranslation();
  return (
    <ReadingScope>
      <Tag color={COLOURS[state]} data-testid="service-state" data-state={state}>
        {t(`fileServices.states.${state}`)}
      </Tag>
    </ReadingScope>
  );
}

import { Collapse } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

export interface TaskErrorLine {
  path: string;
  message: string;
}

/** A task's errors (UPL-05), folded until asked for. */
export function TaskErrors({ errors }: { errors: readonly TaskErrorLine[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Collapse
      size="small"
      ghost
      className="task-errors"
      items={[
        {
          key: 'errors',
          label: (
            <span className="task-errors-label">{t('taskCenter.errors', { count: errors.length })}</span>
          ),
          children: (
            <ul className="task-errors-list" data-testid="task-errors">
              {errors.map((error) => (
                <li key={error.path}>
                  <span className="task-errors-path">{error.path}</span>
                  <span className="task-errors-message">{error.message}</span>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { QueryView } from './query-view';

/** The panels that are one section over one query; their texts are `setting.<name>.…`. */
export type QueryPageName = 'ap' | 'notice' | 'pool' | 'ups';

/**
 * A panel of one section: its title and intro, then its query's loading state, error or content,
 * and `footer` (an action's failure, say) below.
 */
export function QueryPage<T>({
  name,
  query,
  children,
  footer,
}: {
  name: QueryPageName;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={`${name}-page`}>
      <section className="setting-section" aria-labelledby={`setting-${name}-title`}>
        <h2 id={`setting-${name}-title`}>{t(`setting.${name}.title`)}</h2>
        <p className="setting-intro setting-muted">{t(`setting.${name}.intro`)}</p>
        <QueryView
          query={query}
          loadingText={t(`setting.${name}.loading`)}
          errorTitle={t(`setting.${name}.loadFailed`)}
          testId={name}
        >
          {children}
        </QueryView>
        {footer}
      </section>
    </div>
  );
}

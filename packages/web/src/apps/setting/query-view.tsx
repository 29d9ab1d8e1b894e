import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { ReadingButton } from '../../shell/disabled-part/reading-scope';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  loadingText: string;
  errorTitle: string;
  testId: string;
  children: (data: T) => ReactNode;
}

/** A panel's loading state, its error with the daemon's message and a retry, or its content. */
export function QueryView<T>({ query, loadingText, errorTitle, testId, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <div className="setting-loading" data-testid={`${testId}-loading`} role="status">
        <Spin />
        <p className="setting-muted">{loadingText}</p>
      </div>
    );
  if (query.isError) {
    const message = query.error instanceof CallError ? query.error.result.message : '';
    return (
      <Alert
        type="error"
        showIcon
        data-testid={`${testId}-error`}
        title={errorTitle}
        description={message}
        action={<ReadingButton onClick={() => void query.refetch()}>{t('common.retry')}</ReadingButton>}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** The message of a failed call, for an inline error. */
export function failureText(error: unknown): string {
  return error instanceof CallError ? error.result.message : error instanceof Error ? error.message : '';
}

/** An action's failure with the daemon's message, under what failed; nothing while there is none. */
export function FailureAlert({ title, error, testId }: { title: string; error: unknown; testId?: string }) {
  if (!error) return null;
  return (
    <Alert
      className="setting-upgrade-alert"
      type="error"
      showIcon
      data-testid={testId}
      title={title}
      description={failureText(error)}
    />
  );
}

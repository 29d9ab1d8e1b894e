import type { FileServiceConfig, FileServiceName } from '@coffer/contract';
import { Alert, Button, Form, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { refusedField, sameConfig } from './config-check';
import { errorText } from './error-text';
import { useSaveServiceConfig } from './use-file-services';
import { usePartDisabled } from '../../../shell/disabled-part/use-part-disabled';

/** A configuration as its fields hold it: a number field may be empty while it is edited. */
export type Draft<C> = {
  [K in keyof C]: C[K] extends number
    ? number | null
    : C[K] extends readonly [number, number]
      ? [number | null, number | null]
      : C[K];
};

export interface DraftFields<C> {
  draft: Draft<C>;
  change: (patch: Partial<Draft<C>>) => void;
  /** The field the contract refuses, shown once a save was tried. */
  wrong: string | null;
}

type Notice = { kind: 'saved' } | { kind: 'refused'; message: string } | null;

/**
 * A service's configuration form: the fields come from `children`; it checks the draft with the
 * contract before sending, sends it whole as `config`'s `data`, and shows the daemon's answer.
 * A refused value keeps what was typed, says why, and leaves the saved configuration as it was.
 */
export function ConfigEditor<N extends FileServiceName>({
  name,
  saved,
  children,
}: {
  name: N;
  saved: FileServiceConfig<N>;
  children: (fields: DraftFields<FileServiceConfig<N>>) => ReactNode;
}) {
  const partDisabled = usePartDisabled();
  const { t } = useTranslation();
  const save = useSaveServiceConfig(name);
  const [draft, setDraft] = useState<Draft<FileServiceConfig<N>>>(saved as Draft<FileServiceConfig<N>>);
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const wrong = refusedField(name, draft);
  const unchanged = sameConfig(draft, saved);

  const change = (patch: Partial<Draft<FileServiceConfig<N>>>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setNotice(null);
  };
  const submit = () => {
    setTried(true);
    if (wrong !== null || unchanged) return;
    save.mutate(draft as FileServiceConfig<N>, {
      onSuccess: (answer) => {
        setDraft(answer as Draft<FileServiceConfig<N>>);
        setTried(false);
        setNotice({ kind: 'saved' });
      },
      onError: (error) => setNotice({ kind: 'refused', message: errorText(error) ?? '' }),
    });
  };
  const reset = () => {
    setDraft(saved as Draft<FileServiceConfig<N>>);
    setTried(false);
    setNotice(null);
  };

  return (
    <Form
      layout="vertical"
      className="service-config-form"
      onFinish={submit}
      data-testid={`service-config-${name}`}
    >
      {children({ draft, change, wrong: tried ? wrong : null })}
      {notice?.kind === 'refused' && (
        <Alert
          className="service-config-alert"
          type="error"
          showIcon
          title={t('fileServices.config.refused')}
          description={notice.message}
          data-testid="service-config-refused"
        />
      )}
      {notice?.kind === 'saved' && (
        <Alert
          className="service-config-alert"
          type="success"
          showIcon
          title={t('fileServices.config.saved')}
          data-testid="service-config-saved"
        />
      )}
      <div className="service-config-actions">
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          disabled={partDisabled || unchanged}
          data-testid="service-config-save"
        >
          {t('fileServices.config.save')}
        </Button>
        <Button
          onClick={reset}
          disabled={partDisabled || unchanged || save.isPending}
          data-testid="service-config-reset"
        >
          {t('fileServices.config.reset')}
        </Button>
        {unchanged && notice === null && (
          <Typography.Text type="secondary">{t('fileServices.config.unchanged')}</Typography.Text>
        )}
        {tried && wrong !== null && (
          <Typography.Text type="danger" data-testid="service-config-invalid">
            {t('fileServices.config.invalid')}
          </Typography.Text>
        )}
      </div>
    </Form>
  );
}

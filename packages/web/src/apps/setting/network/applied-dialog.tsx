import type { NetworkApplied } from '@coffer/contract';
import { Alert, Button, Modal } from 'antd';
import { useTranslation } from '../../../i18n/use-translation';

/** What a change wrote, or in demonstration mode (dry-run) would write: each file whole. */
export function AppliedDialog({ applied, onClose }: { applied: NetworkApplied; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={applied.dryRun ? t('settingNetwork.dryRunTitle') : t('settingNetwork.appliedTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="net-applied-close">
          {t('settingNetwork.close')}
        </Button>
      }
      width={640}
      centered
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' } }}
      data-testid="net-applied"
    >
      {applied.dryRun && <Alert type="info" showIcon title={t('settingNetwork.dryRunNote')} />}
      {applied.files.map((file) => (
        <section key={file.path} className="network-file">
          <h4>{file.path}</h4>
          <pre>{file.content}</pre>
        </section>
      ))}
      {applied.removed.length > 0 && (
        <section className="network-file">
          <h4>{t('settingNetwork.removedFiles')}</h4>
          <pre>{applied.removed.join('\n')}</pre>
        </section>
      )}
      {applied.commands.length > 0 && (
        <section className="network-file">
          <h4>{t('settingNetwork.commands')}</h4>
          <pre>{applied.commands.join('\n')}</pre>
        </section>
      )}
    </Modal>
  );
}

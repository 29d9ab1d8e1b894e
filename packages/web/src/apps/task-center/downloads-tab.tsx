import { Alert } from 'antd';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Downloads are the browser's own (docs/decisions.md "Transfers on the page"): the daemon answers
 * Range requests, so the browser's download manager pauses and resumes them.
 */
export function DownloadsTab() {
  const { t } = useTranslation();
  return (
    <div className="task-center-downloads" data-testid="downloads-note">
      <Alert
        type="info"
        showIcon
        message={t('taskCenter.downloadsTitle')}
        description={t('taskCenter.downloadsBody')}
      />
      <ul className="task-center-notes">
        <li>{t('taskCenter.downloadsResume')}</li>
        <li>{t('taskCenter.downloadsZip')}</li>
        <li>{t('taskCenter.downloadsLock')}</li>
        <li>{t('taskCenter.downloadsWhere')}</li>
      </ul>
    </div>
  );
}

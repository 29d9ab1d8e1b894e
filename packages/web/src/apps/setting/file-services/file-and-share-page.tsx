import { FILE_SERVICES, type FileServiceName } from '@coffer/contract';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import '../../../shell/file-services/file-services-texts-added';
import { DlnaTab, FtpTab, WebdavTab } from './other-service-tabs';
import { SambaTab } from './samba-tab';
import './file-services.css';

const TABS: Record<FileServiceName, () => React.JSX.Element> = {
  samba: SambaTab,
  ftp: FtpTab,
  webdav: WebdavTab,
  dlna: DlnaTab,
};

const isService = (value: string | null): value is FileServiceName =>
  (FILE_SERVICES as readonly string[]).includes(value ?? '');

/** `/setting/fileAndShare` (T1): each file service's configuration; `?service=` picks the tab. */
export function FileAndSharePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('service');
  const active: FileServiceName = isService(asked) ? asked : 'samba';
  return (
    <section
      className="setting-section"
      aria-labelledby="file-and-share-title"
      data-testid="file-and-share-page"
    >
      <h2 id="file-and-share-title">{t('fileServices.config.title')}</h2>
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ service: key }, { replace: true })}
        destroyOnHidden
        items={FILE_SERVICES.map((name) => {
          const Tab = TABS[name];
          return { key: name, label: t(`fileServices.names.${name}`), children: <Tab /> };
        })}
      />
    </section>
  );
}

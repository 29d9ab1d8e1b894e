import { FILE_SERVICES } from '@coffer/contract';
import { useTranslation } from '../../../i18n/use-translation';
import '../../../shell/file-services/file-services-texts-added';
import { ServiceCard } from './service-card';
import './file-services.css';

/** `/setting/srvsManage` (T1, the settings app's default): the four file services at a glance. */
export function ServicesPage() {
  const { t } = useTranslation();
  return (
    <section className="setting-section" aria-labelledby="services-title" data-testid="services-page">
      <h2 id="services-title">{t('fileServices.overview.title')}</h2>
      <p className="setting-muted setting-intro">{t('fileServices.overview.intro')}</p>
      <div className="services-grid">
        {FILE_SERVICES.map((name) => (
          <ServiceCard key={name} name={name} />
        ))}
      </div>
    </section>
  );
}

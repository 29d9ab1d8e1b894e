import { useTranslation } from '../../i18n/use-translation';
import { parentOf } from '../../shell/files/file-paths';
import { readablePath, readableSegments } from '../../shell/files/readable-path';

/** The folder an entry was deleted from, as people know it ('My files / Reports'), in full on hover. */
export function RecycleLocation({ path }: { path: string }) {
  const { t } = useTranslation();
  const labels = {
    home: t('recycle.roots.home'),
    public: t('recycle.roots.public'),
    external: t('recycle.roots.external'),
  };
  const segments = readableSegments(parentOf(path), labels);
  return (
    <span className="fm-col fm-col-location" title={segments.join(' / ')} data-testid="recycle-location">
      {readablePath(segments)}
    </span>
  );
}

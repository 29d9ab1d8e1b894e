import { Button, Radio, Switch, Typography } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../shell/format';
import { useKv } from '../../shell/kv/use-kv';
import { sortCacheEntry } from './sort-cache';
import { DEFAULT_VIEW_PREFS, viewPrefsEntry } from './view-prefs';

/** `setting`: the view the folders open in, hidden files, and the remembered sort orders. */
export function SettingPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const prefs = useKv(viewPrefsEntry);
  const sortCache = useKv(sortCacheEntry);
  const value = prefs.value ?? DEFAULT_VIEW_PREFS;
  return (
    <div className="fm-page fm-setting" data-testid="fm-setting">
      <Typography.Title level={4}>{t('fileManage.setting.title')}</Typography.Title>
      <div className="fm-setting-row">
        <span>{t('fileManage.setting.defaultView')}</span>
        <Radio.Group
          value={value.view}
          onChange={(event) => void prefs.save({ ...value, view: event.target.value as 'list' | 'grid' })}
          options={[
            { value: 'list', label: t('fileManage.toolbar.listView') },
            { value: 'grid', label: t('fileManage.toolbar.gridView') },
          ]}
        />
      </div>
      <div className="fm-setting-row">
        <span>{t('fileManage.setting.showHidden')}</span>
        <Switch
          checked={value.showHidden}
          onChange={(showHidden) => void prefs.save({ ...value, showHidden })}
        />
      </div>
      <div className="fm-setting-row">
        <span>{t('fileManage.setting.sortCache')}</span>
        <Button
          disabled={!sortCache.value?.length}
          onClick={() =>
            void sortCache
              .remove()
              .then((result) => result.success && toast.success(t('fileManage.setting.cleared')))
          }
        >
          {t('fileManage.setting.clearSortCache')}
        </Button>
      </div>
    </div>
  );
}

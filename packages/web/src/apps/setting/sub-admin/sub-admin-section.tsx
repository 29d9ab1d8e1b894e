import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Switch, Tag } from 'antd';
import { Role, SUB_ADMIN_AREAS, type SubAdminArea, type SubAdminPerms } from '@coffer/contract';
import { subPermSet } from '@coffer/contract/calls/device-extras';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useViewerRole } from '../../../shell/overlays/use-overlay-viewer';
import { FailureAlert, QueryView } from '../query-view';
import { SUB_ADMIN_KEY, useSubAdminPerms } from './use-sub-admin-areas';

/**
 * `/setting/sub/perm`: the master opens or closes settings areas to operations administrators;
 * they see which areas they may change.
 */
export function SubAdminSection() {
  const { t } = useTranslation();
  const role = useViewerRole();
  const client = useQueryClient();
  const query = useSubAdminPerms(role !== Role.user);
  const change = useMutation({
    mutationFn: async (fields: Partial<Record<SubAdminArea, boolean>>) =>
      unwrap(await call(subPermSet, fields, { toast: false })),
    onSuccess: (perms: SubAdminPerms) => client.setQueryData(SUB_ADMIN_KEY, perms),
  });
  if (role === Role.user) return null;
  const isMaster = role === Role.master;
  return (
    <section
      className="setting-section"
      aria-labelledby="setting-subadmin-title"
      data-testid="subadmin-section"
    >
      <h2 id="setting-subadmin-title">{t('setting.subAdmin.title')}</h2>
      <p className="setting-intro setting-muted">
        {isMaster ? t('setting.subAdmin.intro') : t('setting.subAdmin.viewerIntro')}
      </p>
      <QueryView
        query={query}
        loadingText={t('setting.subAdmin.loading')}
        errorTitle={t('setting.subAdmin.loadFailed')}
        testId="subadmin"
      >
        {(perms) => (
          <ul className="setting-switch-list" data-testid="subadmin-areas">
            {SUB_ADMIN_AREAS.map((area) => (
              <li key={area}>
                {isMaster ? (
                  <Switch
                    id={`subadmin-${area}`}
                    checked={perms[area]}
                    loading={change.isPending && change.variables[area] !== undefined}
                    data-testid={`subadmin-${area}`}
                    onChange={(next) => change.mutate({ [area]: next })}
                  />
                ) : (
                  <Tag color={perms[area] ? 'green' : 'default'} data-testid={`subadmin-${area}`}>
                    {perms[area] ? t('setting.subAdmin.allowed') : t('setting.subAdmin.closed')}
                  </Tag>
                )}
                <label htmlFor={`subadmin-${area}`}>
                  <strong>{t(`setting.subAdmin.areas.${area}`)}</strong>
                  {isMaster && (
                    <span className="setting-muted">
                      {perms[area] ? t('setting.subAdmin.allowed') : t('setting.subAdmin.closed')}
                    </span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <FailureAlert title={t('setting.subAdmin.failed')} error={change.error} />
    </section>
  );
}

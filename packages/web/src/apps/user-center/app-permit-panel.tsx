import {
  APP_SERVICES,
  APP_SERVICE_NAMES,
  Role,
  type AppAccessSource,
  type AppServiceName,
} from '@coffer/contract';
import {
  serviceDownloadGroupCsv,
  serviceDownloadUserCsv,
  serviceDownloadUsersCsv,
} from '@coffer/contract/calls/service-permits';
import {
  Alert,
  App,
  Button,
  Dropdown,
  Empty,
  Radio,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { appByName } from '../../shell/app-catalogue/app-catalogue';
import {
  grantsChanged,
  grantsOf,
  grantsToSave,
  setAll,
  setGrant,
  type AppGrantChoice,
  type AppGrants,
} from './app-grants';
import { errorText } from './call-error';
import { downloadCsv } from './download-csv';
import { PermitSaveButton } from './permit-save-button';
import { useAccounts, useGroups } from './use-accounts';
import { useGroupAppPermits, useSaveAppPermits, useUserAppPermits } from './use-app-service-permits';

type Kind = 'user' | 'group';
interface Row {
  service: AppServiceName;
  grant: AppGrantChoice;
  answer?: { permission: 0 | 1; source: AppAccessSource };
}
const CHOICES: { value: 'unset' | 0 | 1; key: 'unset' | 'allow' | 'deny' }[] = [
  { value: 'unset', key: 'unset' },
  { value: 1, key: 'allow' },
  { value: 0, key: 'deny' },
];

/** The desktop apps a service opens, in the page's language, for the row's second line. */
function appTitles(service: AppServiceName): string {
  const lang = currentLanguage();
  return APP_SERVICES[service].apps
    .map((name) => appByName(name))
    .filter((app) => app !== undefined && app.inMenu !== false)
    .map((app) => app!.title[lang])
    .join(lang === 'zh-CN' ? '、' : ', ');
}

/** App permissions: per ordinary user and per group, which apps they may open (allow / deny). */
export function AppPermitPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const accounts = useAccounts();
  const groups = useGroups();
  const [kind, setKind] = useState<Kind>('user');
  const [chosen, setChosen] = useState<{ user: number | null; group: number | null }>({
    user: null,
    group: null,
  });
  const uid = chosen.user;
  const gid = chosen.group;
  const userPermits = useUserAppPermits(kind === 'user' ? uid : null);
  const groupPermits = useGroupAppPermits(kind === 'group' ? gid : null);
  const save = useSaveAppPermits();
  const current = kind === 'user' ? userPermits : groupPermits;
  const id = kind === 'user' ? uid : gid;

  const saved = useMemo<AppGrants | null>(() => {
    if (kind === 'user') {
      return userPermits.data
        ? grantsOf(userPermits.data.permits.map((p) => ({ service: p.service, permission: p.own })))
        : null;
    }
    return groupPermits.data ? grantsOf(groupPermits.data.permits) : null;
  }, [kind, userPermits.data, groupPermits.data]);
  // Edits belong to the answer they were made on: a new answer (another subject, a save) starts afresh.
  const [draft, setDraft] = useState<{ base: AppGrants; grants: AppGrants } | null>(null);
  const edited = draft && draft.base === saved ? draft.grants : saved;
  const setEdited = (grants: AppGrants | null) => setDraft(saved && grants ? { base: saved, grants } : null);
  const dirty = saved !== null && edited !== null && grantsChanged(saved, edited);

  const users = (accounts.data?.items ?? []).filter((entry) => entry.mainRole === Role.user);
  const groupList = groups.data?.items ?? [];
  const rows: Row[] =
    edited === null
      ? []
      : APP_SERVICE_NAMES.map((service) => {
          const answer =
            kind === 'user' ? userPermits.data?.permits.find((p) => p.service === service) : undefined;
          return {
            service,
            grant: edited[service],
            answer: answer ? { permission: answer.permission, source: answer.source } : undefined,
          };
        });

  const submit = async () => {
    if (id === null || edited === null) return;
    const done = await save.mutateAsync({ kind, id, permits: grantsToSave(edited) }).catch(() => null);
    if (done) void message.success(t('permissionEditor.apps.saved'));
  };
  const exportCsv = async (which: 'all' | 'one') => {
    const unreachable = t('permissionEditor.apps.unreachable');
    const failed =
      which === 'all'
        ? await downloadCsv(serviceDownloadUsersCsv, {}, 'app-permits.csv', unreachable)
        : kind === 'user'
          ? await downloadCsv(serviceDownloadUserCsv, { uid: id ?? 0 }, `app-permits-${id}.csv`, unreachable)
          : await downloadCsv(
              serviceDownloadGroupCsv,
              { gid: id ?? 0 },
              `app-permits-group-${id}.csv`,
              unreachable,
            );
    if (failed) void message.error(`${t('permissionEditor.apps.exportFailed')}: ${failed}`);
  };

  const columns: TableColumnsType<Row> = [
    {
      title: t('permissionEditor.apps.app'),
      key: 'app',
      render: (_, row) => (
        <span data-testid="app-permit-service" data-service={row.service}>
          <Typography.Text strong>{APP_SERVICES[row.service].title[currentLanguage()]}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {appTitles(row.service)}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: t('permissionEditor.apps.grant'),
      key: 'grant',
      width: 230,
      render: (_, row) => (
        <Radio.Group
          size="small"
          optionType="button"
          value={row.grant ?? 'unset'}
          aria-label={`${APP_SERVICES[row.service].title[currentLanguage()]}: ${t('permissionEditor.apps.grant')}`}
          onChange={(event) => {
            const value = event.target.value as 'unset' | 0 | 1;
            if (edited) setEdited(setGrant(edited, row.service, value === 'unset' ? null : value));
          }}
          options={CHOICES.map((choice) => ({
            value: choice.value,
            label: t(`permissionEditor.apps.${choice.key}`),
          }))}
          data-testid="app-permit-grant"
        />
      ),
    },
    ...(kind === 'user'
      ? [
          {
            title: t('permissionEditor.apps.effective'),
            key: 'answer',
            width: 190,
            render: (_: unknown, row: Row) =>
              row.answer ? (
                <span data-testid="app-permit-answer" data-permission={row.answer.permission}>
                  <Tag color={row.answer.permission === 1 ? 'green' : 'red'}>
                    {t(`permissionEditor.apps.${row.answer.permission === 1 ? 'allowed' : 'denied'}`)}
                  </Tag>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`permissionEditor.apps.source.${row.answer.source}`)}
                  </Typography.Text>
                </span>
              ) : null,
          },
        ]
      : []),
  ];

  const options =
    kind === 'user'
      ? users.map((entry) => ({ value: entry.uid, label: entry.username }))
      : groupList.map((group) => ({ value: group.id, label: group.name }));
  const pickText =
    kind === 'user'
      ? users.length === 0 && !accounts.isPending
        ? t('permissionEditor.apps.noUsers')
        : t('permissionEditor.apps.pickUser')
      : groupList.length === 0 && !groups.isPending
        ? t('permissionEditor.apps.noGroups')
        : t('permissionEditor.apps.pickGroup');

  return (
    <div className="user-center-pane" data-testid="app-permit-panel">
      <div className="user-center-toolbar">
        <Segmented<Kind>
          value={kind}
          onChange={setKind}
          options={[
            { value: 'user', label: t('permissionEditor.apps.byUser') },
            { value: 'group', label: t('permissionEditor.apps.byGroup') },
          ]}
          data-testid="app-permit-kind"
        />
        <Select<number>
          key={kind}
          showSearch
          allowClear
          style={{ width: 240 }}
          value={id ?? undefined}
          onChange={(value) => setChosen({ ...chosen, [kind]: value ?? null })}
          optionFilterProp="label"
          loading={kind === 'user' ? accounts.isPending : groups.isPending}
          placeholder={t(`permissionEditor.apps.${kind === 'user' ? 'userPlaceholder' : 'groupPlaceholder'}`)}
          aria-label={t(`permissionEditor.apps.${kind}`)}
          options={options}
          data-testid="app-permit-pick"
        />
        <span className="user-center-spacer" />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'all', label: t('permissionEditor.apps.csvUsers') },
              {
                key: 'one',
                label: t('permissionEditor.apps.csvOne'),
                disabled: id === null,
                title: id === null ? t('permissionEditor.apps.csvOneWhy') : undefined,
              },
            ],
            onClick: ({ key }) => void exportCsv(key as 'all' | 'one'),
          }}
        >
          <Button data-testid="app-permit-csv">{t('permissionEditor.apps.csv')}</Button>
        </Dropdown>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('permissionEditor.apps.rule')}
      </Typography.Text>
      {current.isError ? (
        <Alert
          type="error"
          showIcon
          message={t('permissionEditor.apps.loadFailed')}
          description={errorText(current.error)}
          action={<Button onClick={() => void current.refetch()}>{t('permissionEditor.retry')}</Button>}
          data-testid="app-permit-load-failed"
        />
      ) : (
        <Table<Row>
          rowKey="service"
          size="small"
          loading={id !== null && current.isPending}
          columns={columns}
          dataSource={id === null ? [] : rows}
          pagination={false}
          scroll={{ y: 390 }}
          locale={{ emptyText: <Empty description={pickText} /> }}
          data-testid="app-permit-table"
        />
      )}
      {save.error ? <Alert type="error" showIcon message={errorText(save.error)} /> : null}
      <div className="user-center-toolbar">
        <Space size={4}>
          <Button size="small" disabled={edited === null} onClick={() => setEdited(setAll(1))}>
            {t('permissionEditor.apps.allowAll')}
          </Button>
          <Button size="small" disabled={edited === null} onClick={() => setEdited(setAll(0))}>
            {t('permissionEditor.apps.denyAll')}
          </Button>
          <Button size="small" disabled={edited === null} onClick={() => setEdited(setAll(null))}>
            {t('permissionEditor.apps.clearAll')}
          </Button>
        </Space>
        <span className="user-center-spacer" />
        <Button disabled={!dirty} onClick={() => setEdited(saved)}>
          {t('permissionEditor.cancel')}
        </Button>
        <PermitSaveButton
          dirty={dirty}
          saving={save.isPending}
          unchanged={t('permissionEditor.apps.unchanged')}
          onSave={() => void submit()}
          testId="app-permit-save"
        />
      </div>
    </div>
  );
}

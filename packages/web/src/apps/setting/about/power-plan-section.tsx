import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import {
  PPS_MAX_ENTRIES,
  RTC_WAKEALARM,
  Role,
  type MainRole,
  type PpsEntry,
  type PpsState,
} from '@coffer/contract';
import { ppsLoad, ppsSet } from '@coffer/contract/calls/device-extras';
import { call, unwrap } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { FailureAlert, QueryView } from '../query-view';
import { PowerPlanEntryForm } from './power-plan-entry-form';
import { SETTING_QUERY_KEY } from './use-about-facts';

const PLAN_KEY = [...SETTING_QUERY_KEY, 'powerPlan'];

type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (entries: PpsEntry[]) =>
      unwrap(await call(ppsSet, { entries: JSON.stringify(entries) }, { toast: false })),
    onSuccess: (next: PpsState) => client.setQueryData(PLAN_KEY, next),
  });
}

/** The entries being edited; remounted (by its key) whenever the stored schedule changes. */
function PlanEditor({
  state,
  isMaster,
  save,
}: {
  state: PpsState;
  isMaster: boolean;
  save: ReturnType<typeof useSavePlan>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<PpsEntry[]>(state.entries);
  const onlyMaster = isMaster ? undefined : t('setting.powerPlan.onlyMaster');
  const full =
    draft.length >= PPS_MAX_ENTRIES ? t('setting.powerPlan.full', { max: PPS_MAX_ENTRIES }) : undefined;
  const changed = JSON.stringify(draft) !== JSON.stringify(state.entries);
  const dayNames = (days: readonly number[]) =>
    days.map((day) => t(`setting.powerPlan.weekdays.d${day as Weekday}`)).join(' ');
  return (
    <>
      {!state.canWake && (
        <p className="setting-muted" data-testid="plan-cannot-wake">
          {t('setting.powerPlan.cannotWake', { path: RTC_WAKEALARM })}
        </p>
      )}
      {draft.length === 0 ? (
        <p className="setting-muted" data-testid="plan-empty">
          {t('setting.powerPlan.empty')}
        </p>
      ) : (
        <ul className="setting-plan-list" data-testid="plan-entries">
          {draft.map((entry, index) => (
            <li key={`${entry.action}-${entry.time}-${entry.days.join('')}`}>
              <Tag color={entry.action === 'shutdown' ? 'red' : 'green'}>
                {t(`setting.powerPlan.${entry.action}`)}
              </Tag>
              <strong>{entry.time}</strong>
              <span>{dayNames(entry.days)}</span>
              <Button
                size="small"
                type="link"
                disabled={!isMaster}
                title={onlyMaster}
                onClick={() => setDraft(draft.filter((_, at) => at !== index))}
              >
                {t('setting.powerPlan.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {state.nextShutdown !== null && !changed && (
        <p className="setting-muted" data-testid="plan-next">
          {t('setting.powerPlan.nextShutdown', {
            time: new Date(state.nextShutdown * 1000).toLocaleString(),
          })}
        </p>
      )}
      <PowerPlanEntryForm
        canWake={state.canWake}
        disabledReason={onlyMaster ?? full}
        onAdd={(entry) => setDraft([...draft, entry])}
      />
      <Space className="setting-plan-save">
        <Button
          type="primary"
          disabled={!isMaster || !changed}
          title={onlyMaster}
          loading={save.isPending}
          data-testid="plan-save"
          onClick={() => save.mutate(draft)}
        >
          {t('setting.powerPlan.save')}
        </Button>
        {save.isSuccess && !changed && <span className="setting-muted">{t('setting.powerPlan.saved')}</span>}
      </Space>
      <FailureAlert title={t('setting.powerPlan.failed')} error={save.error} />
    </>
  );
}

/** The power schedule (`/setting/pps/*`): weekly shutdowns, wake-ups where the machine can; the master's. */
export function PowerPlanSection({ role }: { role: MainRole }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const query = useQuery({
    queryKey: PLAN_KEY,
    queryFn: async ({ signal }) => unwrap(await call(ppsLoad, {}, { toast: false, signal })),
    enabled: role !== Role.user,
  });
  if (role === Role.user) return null;
  return (
    <section className="setting-section" aria-labelledby="setting-plan-title" data-testid="plan-section">
      <h2 id="setting-plan-title">{t('setting.powerPlan.title')}</h2>
      <p className="setting-intro setting-muted">{t('setting.powerPlan.intro')}</p>
      <QueryView
        query={query}
        loadingText={t('setting.powerPlan.loading')}
        errorTitle={t('setting.powerPlan.loadFailed')}
        testId="plan"
      >
        {(state) => (
          <PlanEditor
            key={JSON.stringify(state.entries)}
            state={state}
            isMaster={role === Role.master}
            save={save}
          />
        )}
      </QueryView>
    </section>
  );
}

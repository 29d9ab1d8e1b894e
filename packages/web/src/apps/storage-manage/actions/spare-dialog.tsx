import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Modal, Space, Steps, Tooltip } from 'antd';
import { CALLS, PasswordEvent, formatCapacity } from '@coffer/contract';
import { call } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { useToast } from '../../../shell/format';
import { slotLabel } from '../data/disk-labels';
import { sparesOf } from '../data/storage-by-bay';
import { STORAGE_QUERY_KEY } from '../data/use-storage-info';
import type { ActionDialogProps } from './action-dialog-props';
import { DiskChoiceList } from './disk-choice-list';
import { minimumSize } from './pool-growth';
import { ProblemList } from './problem-list';
import { poolsASpareCanProtect, spareChoices, spareProblems } from './spare-rules';
import { useFormatVerify } from './use-format-verify';

/**
 * Hot spares of a pool (STOR-SPARE-01..03): the spares protecting it, each removable; adding one is
 * two steps, one free disk, then the pools it protects (this pool chosen, select-all, at least one).
 * `/zspool/spare/cfg {sn, pids}` after the StorageFormat password; an empty `pids` removes a spare.
 */
export default function SpareDialog({ pool, info, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [disk, setDisk] = useState<string[]>([]);
  const [pids, setPids] = useState<string[]>([pool.id]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const current = sparesOf(pool, info);
  const choices = useMemo(() => spareChoices(pool, info.disks), [pool, info.disks]);
  const spare = info.disks.find((candidate) => candidate.sn === disk[0]);
  const rows = spare ? poolsASpareCanProtect(spare, info.pools) : [];
  const allowed = rows.filter((row) => row.refusal === null).map((row) => row.pool.id);
  // Step 1 asks the engine about the disk for this pool; step 2 about the pools chosen.
  const protect = step === 1 ? pids : [pool.id];
  const verify = useFormatVerify(spare ? { action: 'spare', sn: spare.sn, pids: protect } : null);
  const problems = [
    ...new Set([
      ...spareProblems(disk, protect).map((key) => t(`storage.actions.spare.problem.${key}`)),
      ...verify.problemsOf('spare'),
      ...verify.problemsOf('pid'),
      ...verify.problemsOf(''),
    ]),
  ];

  const configure = async (sn: string, protect: string[]) => {
    if (!(await dialogs.adminPasswordConfirm({ eventName: PasswordEvent.storageFormat }))) return false;
    const result = await call(CALLS.spareConfig, { sn, pids: protect }, { toast: false });
    if (!result.success) {
      setRefusal(result.message || String(result.code));
      return false;
    }
    await queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
    return true;
  };

  const add = async () => {
    if (!spare) return;
    setBusy(true);
    setRefusal(null);
    try {
      if (await configure(spare.sn, pids)) {
        toast.success(t('storage.actions.spare.added'));
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async (sn: string, slot: string) => {
    const confirmed = await dialogs.confirm({
      title: t('storage.actions.spare.removeTitle'),
      message: t('storage.actions.spare.removeMessage', { slot }),
      okText: t('storage.actions.spare.remove'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    setRefusal(null);
    try {
      if (await configure(sn, [])) toast.success(t('storage.actions.spare.removed'));
    } finally {
      setBusy(false);
    }
  };

  const footer =
    step === 0 ? (
      <Space>
        <Button onClick={onClose} data-testid="spare-cancel">
          {t('storage.actions.cancel')}
        </Button>
        <Button
          type="primary"
          disabled={disk.length !== 1 || problems.length > 0 || verify.checking}
          onClick={() => {
            setPids((chosen) => chosen.filter((id) => allowed.includes(id)));
            setStep(1);
          }}
          data-testid="spare-next"
        >
          {t('storage.actions.next')}
        </Button>
      </Space>
    ) : (
      <Space>
        <Button onClick={() => setStep(0)} data-testid="spare-back">
          {t('storage.actions.back')}
        </Button>
        <Button
          type="primary"
          loading={busy}
          disabled={problems.length > 0 || verify.checking}
          onClick={() => void add()}
          data-testid="spare-confirm"
        >
          {t('storage.actions.confirm')}
        </Button>
      </Space>
    );

  return (
    <Modal
      open
      title={t('storage.actions.spare.title', { name: pool.name })}
      onCancel={onClose}
      footer={footer}
      width={560}
      mask={{ closable: false }}
    >
      <div data-testid="spare-dialog">
        <div className="pool-action-section" data-testid="spare-current">
          <strong>{t('storage.actions.spare.current')}</strong>
          {current.length === 0 ? (
            <div className="pool-action-muted">{t('storage.actions.spare.none')}</div>
          ) : (
            current.map((candidate) => (
              <div key={candidate.sn} className="pool-action-row">
                <span>
                  {slotLabel(candidate, t)} · {formatCapacity(candidate.total_size)} · {candidate.sn}
                </span>
                <Button
                  size="small"
                  danger
                  disabled={busy}
                  onClick={() => void remove(candidate.sn, slotLabel(candidate, t))}
                  data-testid={`spare-remove-${candidate.sn}`}
                >
                  {t('storage.actions.spare.remove')}
                </Button>
              </div>
            ))
          )}
        </div>
        <Steps
          size="small"
          current={step}
          className="pool-action-steps"
          items={[
            { title: t('storage.actions.spare.stepDisk') },
            { title: t('storage.actions.spare.stepPools') },
          ]}
        />
        {step === 0 ? (
          <div data-testid="spare-step-disk">
            <p>{t('storage.actions.spare.pickDisk')}</p>
            {choices.length === 0 ? (
              <Alert type="warning" showIcon title={t('storage.actions.spare.noDisk')} />
            ) : (
              <DiskChoiceList
                single
                choices={choices}
                chosen={disk}
                onChange={setDisk}
                minSize={minimumSize(pool)}
                testId="spare-disks"
              />
            )}
          </div>
        ) : (
          <div data-testid="spare-step-pools">
            <p>{t('storage.actions.spare.pickPools')}</p>
            <Checkbox
              checked={allowed.length > 0 && allowed.every((id) => pids.includes(id))}
              indeterminate={pids.length > 0 && pids.length < allowed.length}
              onChange={(event) => setPids(event.target.checked ? allowed : [])}
              data-testid="spare-select-all"
            >
              {t('storage.actions.spare.selectAll')}
            </Checkbox>
            <Checkbox.Group value={pids} onChange={(values) => setPids(values.map(String))}>
              <Space orientation="vertical" className="pool-action-list">
                {rows.map(({ pool: candidate, refusal: why }) => (
                  <Checkbox
                    key={candidate.id}
                    value={candidate.id}
                    disabled={why !== null}
                    data-testid={`spare-pool-${candidate.name}`}
                  >
                    {why === null ? (
                      candidate.name
                    ) : (
                      <Tooltip
                        title={t(`storage.actions.disk.refusal.${why}`, {
                          size: formatCapacity(candidate.diskMinSize),
                        })}
                      >
                        <span>
                          {candidate.name}{' '}
                          <span className="pool-action-muted">
                            (
                            {t(`storage.actions.disk.refusal.${why}`, {
                              size: formatCapacity(candidate.diskMinSize),
                            })}
                            )
                          </span>
                        </span>
                      </Tooltip>
                    )}
                  </Checkbox>
                ))}
              </Space>
            </Checkbox.Group>
          </div>
        )}
        <ProblemList problems={disk.length === 0 ? [] : problems} testId="spare-problems" />
        {refusal ? <Alert type="error" showIcon title={refusal} data-testid="spare-error" /> : null}
      </div>
    </Modal>
  );
}

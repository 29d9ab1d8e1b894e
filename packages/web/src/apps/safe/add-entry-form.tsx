import { coversConsole, parseIpEntry } from '@coffer/contract';
import { App, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { CallError } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import { useAddEntry, type ListKind } from './use-safe';

/** One line to add an address or range: checked as it is typed, the daemon's refusal shown under it. */
export function AddEntryForm({ kind }: { kind: ListKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const add = useAddEntry(kind);
  const [ip, setIp] = useState('');
  const [remark, setRemark] = useState('');
  const range = ip.trim() ? parseIpEntry(ip) : null;
  const localProblem = !ip.trim()
    ? ''
    : !range
      ? t('safe.list.invalidIp')
      : kind === 'block' && coversConsole(range)
        ? t('safe.list.consoleCovered')
        : '';
  const serverProblem = add.error instanceof CallError ? add.error.result.message : add.error?.message;
  const problem = localProblem || serverProblem || '';
  const submit = async () => {
    if (!range || localProblem) return;
    const entry = await add.mutateAsync({ ip, remark }).catch(() => null);
    if (!entry) return;
    void message.success(t('safe.list.added', { ip: entry.ip }));
    setIp('');
    setRemark('');
  };
  return (
    <form
      className="safe-add"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('safe.list.ip')}
          placeholder={t('safe.list.ipPlaceholder')}
          value={ip}
          status={localProblem ? 'error' : undefined}
          onChange={(event) => {
            setIp(event.target.value);
            add.reset();
          }}
          maxLength={64}
          style={{ width: 330 }}
          data-testid={`safe-${kind}-ip`}
        />
        <Input
          aria-label={t('safe.list.remark')}
          placeholder={t('safe.list.remarkPlaceholder')}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          maxLength={200}
          style={{ width: 260 }}
          data-testid={`safe-${kind}-remark`}
        />
        <Button
          type="primary"
          htmlType="submit"
          loading={add.isPending}
          disabled={!range || Boolean(localProblem)}
          title={localProblem || (!range ? t('safe.list.ipPlaceholder') : undefined)}
          data-testid={`safe-${kind}-add`}
        >
          {t('safe.list.add')}
        </Button>
      </Space.Compact>
      {problem ? (
        <div className="safe-field-error" role="alert" data-testid={`safe-${kind}-error`}>
          {problem}
        </div>
      ) : null}
    </form>
  );
}

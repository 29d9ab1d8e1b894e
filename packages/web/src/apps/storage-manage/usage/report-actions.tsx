import { useState } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { CALLS, type PoolInfo } from '@coffer/contract';
import { call } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useDialogs } from '../../../shell/dialogs/use-dialogs';
import { formatDateTime, useToast } from '../../../shell/format';
import { useIsMaster } from '../data/use-is-master';
import { ReasonButton } from './reason-button';
import { usageBlock, usageBlockKey } from './usage-actions';
import { usageDownloadUrl } from './usage-download';
import { USAGE_QUERY_KEY } from './use-usage-queries';

interface ReportRef {
  id: number;
  finished: number;
}

/** The report as CSV, downloaded by the browser with the session cookie. */
export function DownloadReportButton({ report, size }: { report: ReportRef; size?: 'small' }) {
  const { t } = useTranslation();
  return (
    <Button
      size={size}
      icon={<DownloadOutlined />}
      href={usageDownloadUrl(report.id)}
      download
      data-testid={`usage-report-download-${report.id}`}
    >
      {t('storage.usage.reports.download')}
    </Button>
  );
}

/** Deletes a report after a confirmation; the super administrator's alone. */
export function DeleteReportButton({
  pool,
  report,
  size,
  onDeleted,
}: {
  pool: PoolInfo;
  report: ReportRef;
  size?: 'small';
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const toast = useToast();
  const isMaster = useIsMaster();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const block = usageBlock('delete', { isMaster, pool, scanning: false });

  const remove = async () => {
    const confirmed = await dialogs.confirm({
      title: t('storage.usage.reports.deleteTitle'),
      message: t('storage.usage.reports.deleteMessage', { time: formatDateTime(report.finished) }),
      okText: t('storage.usage.reports.delete'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      // A refusal comes as the client's toast, in the daemon's words.
      const result = await call(CALLS.usageDetailDel, { id: report.id });
      if (!result.success) return;
      toast.success(t('storage.usage.reports.deleted'));
      onDeleted?.();
      await queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReasonButton
      danger
      size={size}
      icon={<DeleteOutlined />}
      loading={busy}
      reason={block ? t(usageBlockKey(block)) : null}
      onClick={() => void remove()}
      data-testid={`usage-report-delete-${report.id}`}
    >
      {t('storage.usage.reports.delete')}
    </ReasonButton>
  );
}

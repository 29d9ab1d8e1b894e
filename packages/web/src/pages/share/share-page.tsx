import { DownloadOutlined, FileOutlined, FolderOpenOutlined } from '@ant-design/icons';
import type { ShareInfo } from '@coffer/contract/calls/shares-types';
import { Button, Card, Result, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AntdProviders } from '../../app/antd-providers';
import { addAppTexts } from '../../i18n/app-texts';
import { useTranslation } from '../../i18n/use-translation';
import { checkShareCode, fetchShareInfo, forgetTicket, storeTicket, storedTicket } from './share-calls';
import { ShareCodeForm } from './share-code-form';
import { downloadUrl, formatSize, formatTime, problemOf, thumbUrl, type ShareProblem } from './share-problem';
import { SharedFolder } from './shared-folder';
import { isPreviewable } from './shared-thumb';
import { sharePageText } from './share-page-text';
import './share-page.css';

addAppTexts('sharePage', sharePageText);

type View =
  | { kind: 'loading' }
  | { kind: 'problem'; problem: ShareProblem; message: string }
  | { kind: 'code'; info: ShareInfo; error: string; busy: boolean }
  | { kind: 'open'; info: ShareInfo; ticket: string };

const TICKET_INVALID = 'C118007';

/** /home/share/<id>: the public page of a share link, outside the signed-in shell (SHELL-05). */
export function SharePage() {
  const { t } = useTranslation();
  return (
    <AntdProviders>
      <main className="share-page" data-testid="share-page">
        <header className="share-page-header">{t('sharePage.brand')}</header>
        <ShareView id={useParams().id ?? ''} />
      </main>
    </AntdProviders>
  );
}

/** A refused call's view; a ticket from before a code change or a restart asks for the code again. */
function refusalView(id: string, code: string | number, message: string, info?: ShareInfo): View {
  if (String(code) === TICKET_INVALID && info) {
    forgetTicket(id);
    return { kind: 'code', info, error: '', busy: false };
  }
  return { kind: 'problem', problem: problemOf(code), message };
}

/** What opening the link shows: the code form, the share, or why it cannot be opened. */
async function openShare(id: string): Promise<View> {
  const info = await fetchShareInfo(id);
  if (!info.success) return refusalView(id, info.code, info.message);
  const kept = storedTicket(id);
  if (kept) return { kind: 'open', info: info.data, ticket: kept };
  if (info.data.needsCode) return { kind: 'code', info: info.data, error: '', busy: false };
  const checked = await checkShareCode(id, '');
  if (!checked.success) return refusalView(id, checked.code, checked.message);
  storeTicket(id, checked.data.ticket);
  return { kind: 'open', info: info.data, ticket: checked.data.ticket };
}

function ShareView({ id }: { id: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const path = search.get('path') ?? '';

  const opening = useQuery({
    queryKey: ['sharePage', id],
    queryFn: () => openShare(id),
    staleTime: Infinity,
  });
  // What the visitor did since the link was opened (a code given, a refusal met) wins over it.
  const [override, setView] = useState<View | null>(null);
  const view: View = override ?? opening.data ?? { kind: 'loading' };

  const refuse = useCallback(
    (code: string | number, message: string, info?: ShareInfo) =>
      setView(refusalView(id, code, message, info)),
    [id],
  );
  const start = () => {
    setView(null);
    void opening.refetch();
  };

  const submitCode = async (info: ShareInfo, code: string) => {
    setView({ kind: 'code', info, error: '', busy: true });
    const checked = await checkShareCode(id, code);
    if (checked.success) {
      storeTicket(id, checked.data.ticket);
      return setView({ kind: 'open', info, ticket: checked.data.ticket });
    }
    const problem = problemOf(checked.code);
    if (problem === 'other') return setView({ kind: 'code', info, error: checked.message, busy: false });
    setView({ kind: 'problem', problem, message: checked.message });
  };

  if (view.kind === 'loading')
    return <Spin tip={t('sharePage.loading')} size="large" className="share-page-spin" />;
  if (view.kind === 'problem') {
    return (
      <Result
        status={view.problem === 'tooMany' ? 'warning' : view.problem === 'other' ? 'error' : '404'}
        title={t(`sharePage.problems.${view.problem}.title`)}
        subTitle={view.message || t(`sharePage.problems.${view.problem}.body`)}
        extra={
          view.problem === 'tooMany' || view.problem === 'other' ? (
            <Button onClick={start}>{t('sharePage.retry')}</Button>
          ) : null
        }
        data-testid={`share-problem-${view.problem}`}
      />
    );
  }
  return (
    <Card className="share-card">
      <ShareHeading info={view.info} />
      {view.kind === 'code' ? (
        <ShareCodeForm
          busy={view.busy}
          error={view.error}
          onSubmit={(code) => void submitCode(view.info, code)}
        />
      ) : view.info.is_dir ? (
        <SharedFolder
          id={id}
          ticket={view.ticket}
          path={path}
          onOpen={(next) => setSearch(next ? { path: next } : {})}
          onRefused={(code, message) => refuse(code, message, view.info)}
        />
      ) : (
        <div className="share-file">
          <SharedFilePicture id={id} ticket={view.ticket} info={view.info} />
          <Button
            type="primary"
            size="large"
            icon={<DownloadOutlined />}
            href={downloadUrl(id, view.ticket, '')}
            data-testid="share-download"
          >
            {t('sharePage.download')} ({formatSize(view.info.size)})
          </Button>
        </div>
      )}
    </Card>
  );
}

function ShareHeading({ info }: { info: ShareInfo }) {
  const { t } = useTranslation();
  return (
    <div className="share-heading">
      <span className="share-heading-icon">{info.is_dir ? <FolderOpenOutlined /> : <FileOutlined />}</span>
      <div>
        <Typography.Text type="secondary">{t('sharePage.sharedBy', { owner: info.owner })}</Typography.Text>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="share-title">
          {info.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('sharePage.expires', { date: formatTime(info.expireAt) })}
        </Typography.Text>
      </div>
    </div>
  );
}

/** A shared image is shown before its download (the preview size); an unreadable one is not. */
function SharedFilePicture({ id, ticket, info }: { id: string; ticket: string; info: ShareInfo }) {
  const [failed, setFailed] = useState(false);
  const item = { name: info.name, path: '', is_dir: false, size: info.size, mtime: info.mtime, ftype: 0 };
  if (failed || !isPreviewable(item)) return null;
  return (
    <img
      className="share-file-picture"
      src={thumbUrl(id, ticket, '', 'm', info.mtime)}
      alt={info.name}
      onError={() => setFailed(true)}
      data-testid="share-file-picture"
    />
  );
}

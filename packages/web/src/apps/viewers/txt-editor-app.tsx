import { Alert, App, Button, Space, Tag } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Code } from '@coffer/contract';
import { call } from '../../api/client';
import { useTranslation } from '../../i18n/use-translation';
import type { AppProps } from '../../shell/app-catalogue/app-definition';
import { dialogs } from '../../shell/dialogs/dialogs';
import { formatSize } from '../../shell/format/format-size';
import { useCloseGuard } from '../../shell/window-manager/close-guards';
import { fileTextRead, fileTextSave } from '@coffer/contract/calls/transfers';
import { TextLoadState } from './text-load-state';
import { textFileKey, useTextFile } from './use-text-file';
import { fileNameOf, useViewerPath } from './use-viewer-path';
import { viewerUrl } from '../../transfers/open-viewer';
import './viewers.css';
import { useTaskTracker } from '../../shell/files/task-tracker';

interface Loaded {
  content: string;
  mtime: number;
  size: number;
  encoding: string;
  truncated: boolean;
}

type SaveOutcome = { ok: true } | { ok: false; message: string };

/**
 * /txtEditor (APP-37): edits a text file and saves it with the mtime it was read at, so a change
 * made meanwhile by someone else is not overwritten unasked. Ctrl+S saves; closing the window,
 * opening another file in it or leaving the page asks first when there are unsaved changes.
 */
export default function TxtEditorApp({ windowName }: AppProps) {
  const { t } = useTranslation();
  const routePath = useViewerPath();
  const navigate = useNavigate();
  const [path, setPath] = useState(routePath);
  const file = useTextFile(path);
  const editor = useRef<EditorHandle | null>(null);

  const askToLeave = async (): Promise<boolean> => {
    const current = editor.current;
    if (!current?.dirty()) return true;
    const choice = await dialogs.saveChanges({
      title: t('viewers.editor.leaveTitle'),
      message: t('viewers.editor.leaveBody', { name: fileNameOf(path) }),
    });
    if (choice === 'cancel') return false;
    if (choice === 'restore') return true;
    return (await current.save()).ok;
  };

  useCloseGuard(windowName, askToLeave);

  // Another file opened into this window (openViewer): the current one's changes are asked about first.
  useEffect(() => {
    if (routePath === path) return;
    let stale = false;
    void askToLeave().then((leave) => {
      if (stale) return;
      if (leave) setPath(routePath);
      else void navigate(viewerUrl('txtEditor', path), { replace: true });
    });
    return () => {
      stale = true;
    };
    // Only a change of the route's file starts this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routePath]);

  if (!file.data) return <TextLoadState path={path} error={file.error} onRetry={() => void file.refetch()} />;
  return <Editor key={`${path}\u0000${file.data.mtime}`} path={path} loaded={file.data} handleRef={editor} />;
}

interface EditorHandle {
  dirty: () => boolean;
  save: () => Promise<SaveOutcome>;
}

function Editor({
  path,
  loaded,
  handleRef,
}: {
  path: string;
  loaded: Loaded;
  handleRef: { current: EditorHandle | null };
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState(loaded.content);
  const [base, setBase] = useState({ content: loaded.content, mtime: loaded.mtime });
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const gutter = useRef<HTMLPreElement>(null);
  const dirty = text !== base.content;
  const readOnly = loaded.truncated;

  const save = async (mtime = base.mtime): Promise<SaveOutcome> => {
    if (readOnly)
      return { ok: false, message: t('viewers.editor.truncated', { size: formatSize(loaded.size) }) };
    setSaving(true);
    const content = text;
    const result = await call(fileTextSave, { path, content, mtime }, { toast: false });
    setSaving(false);
    if (!result.success) {
      // Changed by someone else since it was read: the person chooses; any other refusal is a toast.
      if (String(result.code) === Code.textChanged) setConflict(result.message);
      else void message.error(result.message);
      return { ok: false, message: result.message };
    }
    setConflict(null);
    setBase({ content, mtime: result.data.mtime });
    // Open file lists read their folder again: the file's size and time changed.
    useTaskTracker.getState().touch();
    void message.success(t('viewers.editor.saved'));
    return { ok: true };
  };

  // The latest state for the window's close guard and the path switch.
  useEffect(() => {
    handleRef.current = { dirty: () => dirty, save: () => save() };
  });

  useEffect(() => {
    if (!dirty) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);

  const overwrite = async () => {
    const current = await call(fileTextRead, { path });
    if (current.success) await save(current.data.mtime);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (dirty && !saving) void save();
    }
  };

  const lineCount = text.split('\n').length;
  return (
    <div className="viewer" data-testid="txt-editor" onKeyDown={onKeyDown}>
      <div className="viewer-bar">
        <span className="viewer-name" title={path}>
          {fileNameOf(path)}
        </span>
        {dirty ? (
          <Tag color="orange" data-testid="txt-editor-unsaved">
            {t('viewers.editor.unsaved')}
          </Tag>
        ) : (
          <Tag data-testid="txt-editor-saved">{t('viewers.editor.saved')}</Tag>
        )}
        <span className="viewer-facts">
          {t('viewers.editor.encoding', { encoding: loaded.encoding })} · {t('viewers.editor.shortcut')}
        </span>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          disabled={!dirty || readOnly}
          title={readOnly ? t('viewers.editor.truncated', { size: formatSize(loaded.size) }) : undefined}
          onClick={() => void save()}
          data-testid="txt-editor-save"
        >
          {saving ? t('viewers.editor.saving') : t('viewers.editor.save')}
        </Button>
      </div>
      {readOnly && (
        <Alert
          type="warning"
          showIcon
          banner
          message={t('viewers.editor.truncated', { size: formatSize(loaded.size) })}
        />
      )}
      {conflict && (
        <Alert
          type="error"
          showIcon
          banner
          message={conflict}
          description={t('viewers.editor.changedOnDisk')}
          action={
            <Space direction="vertical">
              <Button
                size="small"
                onClick={() => void queryClient.invalidateQueries({ queryKey: textFileKey(path) })}
              >
                {t('viewers.editor.reload')}
              </Button>
              <Button size="small" danger onClick={() => void overwrite()}>
                {t('viewers.editor.overwrite')}
              </Button>
            </Space>
          }
          data-testid="txt-editor-conflict"
        />
      )}
      <div className="text-editor">
        <pre ref={gutter} className="text-editor-gutter" aria-hidden>
          {Array.from({ length: lineCount }, (_, index) => index + 1).join('\n')}
        </pre>
        <textarea
          className="text-editor-area"
          value={text}
          readOnly={readOnly}
          spellCheck={false}
          wrap="off"
          aria-label={fileNameOf(path)}
          onChange={(event) => setText(event.target.value)}
          onScroll={(event) => {
            if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
          }}
          data-testid="txt-editor-area"
        />
      </div>
    </div>
  );
}

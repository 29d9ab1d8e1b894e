import { useState, type DragEvent, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  FolderOpenOutlined,
  HddOutlined,
  HomeOutlined,
  SearchOutlined,
  SettingOutlined,
  ShareAltOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { FILE_PERMISSION, FILE_ROOTS, type DirTop } from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useAppBase } from '../../shell/app-catalogue/use-app-base';
import { isFileDrag } from './drag-state';
import type { DropTarget } from './drop-rules';
import { isInside } from '../../shell/files/file-paths';
import { useDropInto } from './use-drop-into';
import { useIsAdmin } from './use-dir-top';

/** The file manager's sidebar: the roots (each a drop target) and the app's other pages. */
export function FileSidebar({
  dirTop,
  dirTopLoading,
}: {
  dirTop: DirTop | undefined;
  dirTopLoading: boolean;
}) {
  const { t } = useTranslation();
  const base = useAppBase();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isAdmin = useIsAdmin();
  const onFolders = pathname.endsWith('/myFiles');
  const current = params.get('path') ?? FILE_ROOTS.home;
  const groups = dirTop?.dirs.filter((dir) => dir.label === 'group') ?? [];
  const externals = dirTop?.dirs.filter((dir) => dir.label === 'external') ?? [];
  const openFolder = (path: string) => navigate(`${base}/myFiles?path=${encodeURIComponent(path)}`);
  const page = (child: string) => pathname.endsWith(`/${child}`);

  return (
    <nav className="fm-sidebar" data-testid="fm-sidebar">
      <SidebarEntry
        icon={<HomeOutlined />}
        label={t('fileManage.nav.myFiles')}
        active={onFolders && isInside(current, FILE_ROOTS.home)}
        testId="fm-nav-home"
        onOpen={() => openFolder(FILE_ROOTS.home)}
        target={{ kind: 'home', path: dirTop?.my.path ?? FILE_ROOTS.home }}
      />
      <SidebarEntry
        icon={<TeamOutlined />}
        label={t('fileManage.nav.public')}
        active={onFolders && current === FILE_ROOTS.public}
        testId="fm-nav-public"
        onOpen={() => openFolder(FILE_ROOTS.public)}
        target={{ kind: 'public' }}
      />
      {groups.map((group) => (
        <SidebarEntry
          key={group.filepath}
          nested
          icon={<FolderOpenOutlined />}
          label={group.name}
          note={group.permission === FILE_PERMISSION.readOnly ? t('fileManage.nav.readOnly') : undefined}
          active={onFolders && isInside(current, group.filepath)}
          testId={`fm-nav-group-${group.name}`}
          onOpen={() => openFolder(group.filepath)}
          target={{
            kind: 'group',
            path: group.filepath,
            permission: dirTopLoading ? null : group.permission,
          }}
        />
      ))}
      {isAdmin && (
        <SidebarEntry
          icon={<HddOutlined />}
          label={t('fileManage.nav.external')}
          active={page('usbFiles')}
          testId="fm-nav-usb"
          onOpen={() => navigate(`${base}/usbFiles`)}
          target={{ kind: 'other' }}
        />
      )}
      {isAdmin &&
        externals.map((disk) => (
          <SidebarEntry
            key={disk.filepath}
            nested
            icon={<HddOutlined />}
            label={disk.name}
            active={onFolders && isInside(current, disk.filepath)}
            testId={`fm-nav-external-${disk.name}`}
            onOpen={() => openFolder(disk.filepath)}
            target={{ kind: 'external', path: disk.filepath }}
          />
        ))}
      <div className="fm-sidebar-gap" />
      <SidebarEntry
        icon={<SearchOutlined />}
        label={t('fileManage.nav.search')}
        active={page('search')}
        testId="fm-nav-search"
        onOpen={() => navigate(`${base}/search`)}
      />
      <SidebarEntry
        icon={<ShareAltOutlined />}
        label={t('fileManage.nav.share')}
        active={page('share')}
        testId="fm-nav-share"
        onOpen={() => navigate(`${base}/share`)}
      />
      <SidebarEntry
        icon={<SettingOutlined />}
        label={t('fileManage.nav.setting')}
        active={page('setting')}
        testId="fm-nav-setting"
        onOpen={() => navigate(`${base}/setting`)}
      />
    </nav>
  );
}

function SidebarEntry(props: {
  icon: ReactNode;
  label: string;
  note?: string;
  active: boolean;
  nested?: boolean;
  testId: string;
  onOpen: () => void;
  /** Rows may be dropped here (checked by the drop rules). */
  target?: DropTarget;
}) {
  const dropInto = useDropInto();
  const [over, setOver] = useState(false);
  const { target } = props;
  const dragOver = (event: DragEvent) => {
    if (!target || !isFileDrag(event.dataTransfer)) return;
    event.preventDefault();
    setOver(true);
  };
  return (
    <button
      type="button"
      className={[
        'fm-nav',
        props.active ? 'fm-nav-active' : '',
        props.nested ? 'fm-nav-nested' : '',
        over ? 'fm-nav-drop' : '',
      ].join(' ')}
      data-testid={props.testId}
      onClick={props.onOpen}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        if (!target || !isFileDrag(event.dataTransfer)) return;
        event.preventDefault();
        void dropInto(target);
      }}
    >
      {props.icon}
      <span className="fm-nav-label">{props.label}</span>
      {props.note && <span className="fm-nav-note">{props.note}</span>}
    </button>
  );
}

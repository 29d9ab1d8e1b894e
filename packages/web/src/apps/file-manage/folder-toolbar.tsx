import { Breadcrumb, Button, Dropdown, Input, Segmented, Switch, Tooltip } from 'antd';
import {
  AppstoreOutlined,
  ArrowLeftOutlined,
  ArrowUpOutlined,
  BarsOutlined,
  FolderAddOutlined,
  ReloadOutlined,
  SortAscendingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  FILE_ROOTS,
  FILE_SORT_FIELDS,
  type DirTop,
  type FileSortField,
  type SortOrder,
} from '@coffer/contract';
import { useTranslation } from '../../i18n/use-translation';
import { crumbsOf } from '../../shell/files/file-paths';

export interface FolderToolbarProps {
  path: string;
  dirTop: DirTop | undefined;
  canGoUp: boolean;
  /** Why new folder is not possible here, or null. */
  writeRefusal: string | null;
  uploadRefusal: string | null;
  filter: string;
  view: 'list' | 'grid';
  showHidden: boolean;
  sort: { sortBy: FileSortField; order: SortOrder };
  onBack: () => void;
  onUp: () => void;
  onOpen: (path: string) => void;
  onRefresh: () => void;
  onNewFolder: () => void;
  onUpload: (folder: boolean) => void;
  onFilter: (text: string) => void;
  onView: (view: 'list' | 'grid') => void;
  onShowHidden: (show: boolean) => void;
  onSort: (sort: { sortBy: FileSortField; order: SortOrder }) => void;
}

/** Back, up, breadcrumbs, and the folder's actions and view choices. */
export function FolderToolbar(props: FolderToolbarProps) {
  const { t } = useTranslation();
  const crumbs = crumbsOf(props.path).map((crumb, index) => ({
    ...crumb,
    name: index === 0 ? rootLabel(crumb.path, t) : crumbName(crumb.path, crumb.name, props.dirTop),
  }));
  return (
    <div className="fm-toolbar">
      <div className="fm-toolbar-row">
        <Tooltip title={t('fileManage.toolbar.back')}>
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={props.onBack}
            data-testid="fm-back"
            aria-label={t('fileManage.toolbar.back')}
          />
        </Tooltip>
        <Tooltip title={t('fileManage.toolbar.up')}>
          <Button
            icon={<ArrowUpOutlined />}
            disabled={!props.canGoUp}
            onClick={props.onUp}
            data-testid="fm-up"
            aria-label={t('fileManage.toolbar.up')}
          />
        </Tooltip>
        <Breadcrumb
          className="fm-crumbs"
          data-testid="fm-crumbs"
          items={crumbs.map((crumb, index) => ({
            title:
              index === crumbs.length - 1 ? (
                <span data-testid="fm-crumb-current">{crumb.name}</span>
              ) : (
                <a onClick={() => props.onOpen(crumb.path)}>{crumb.name}</a>
              ),
          }))}
        />
        <Tooltip title={t('fileManage.toolbar.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            onClick={props.onRefresh}
            data-testid="fm-refresh"
            aria-label={t('fileManage.toolbar.refresh')}
          />
        </Tooltip>
      </div>
      <div className="fm-toolbar-row">
        <Tooltip title={props.writeRefusal}>
          <Button
            icon={<FolderAddOutlined />}
            disabled={props.writeRefusal !== null}
            onClick={props.onNewFolder}
            data-testid="fm-new-folder"
          >
            {t('fileManage.toolbar.newFolder')}
          </Button>
        </Tooltip>
        <Tooltip title={props.uploadRefusal}>
          <Dropdown
            disabled={props.uploadRefusal !== null}
            menu={{
              items: [
                { key: 'files', label: t('fileManage.toolbar.uploadFiles') },
                { key: 'folder', label: t('fileManage.toolbar.uploadFolder') },
              ],
              onClick: ({ key }) => props.onUpload(key === 'folder'),
            }}
          >
            <Button
              type="primary"
              icon={<UploadOutlined />}
              disabled={props.uploadRefusal !== null}
              data-testid="fm-upload"
            >
              {t('fileManage.toolbar.upload')}
            </Button>
          </Dropdown>
        </Tooltip>
        <Input.Search
          className="fm-filter"
          allowClear
          size="middle"
          placeholder={t('fileManage.toolbar.filter')}
          value={props.filter}
          onChange={(event) => props.onFilter(event.target.value)}
          data-testid="fm-filter"
        />
        <Dropdown
          menu={{
            selectable: true,
            selectedKeys: [props.sort.sortBy, props.sort.order],
            items: [
              ...FILE_SORT_FIELDS.map((field) => ({ key: field, label: t(`fileManage.sort.${field}`) })),
              { type: 'divider' as const },
              { key: 'asc', label: t('fileManage.toolbar.asc') },
              { key: 'desc', label: t('fileManage.toolbar.desc') },
            ],
            onClick: ({ key }) =>
              props.onSort(
                key === 'asc' || key === 'desc'
                  ? { ...props.sort, order: key }
                  : { ...props.sort, sortBy: key as FileSortField },
              ),
          }}
        >
          <Button icon={<SortAscendingOutlined />} data-testid="fm-sort">
            {t(`fileManage.sort.${props.sort.sortBy}`)}
          </Button>
        </Dropdown>
        <label className="fm-hidden-toggle">
          <Switch
            size="small"
            checked={props.showHidden}
            onChange={props.onShowHidden}
            data-testid="fm-show-hidden"
          />
          {t('fileManage.toolbar.showHidden')}
        </label>
        <Segmented<'list' | 'grid'>
          value={props.view}
          onChange={(value) => props.onView(value)}
          data-testid="fm-view"
          options={[
            { value: 'list', icon: <BarsOutlined />, title: t('fileManage.toolbar.listView') },
            { value: 'grid', icon: <AppstoreOutlined />, title: t('fileManage.toolbar.gridView') },
          ]}
        />
      </div>
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function rootLabel(path: string, t: Translate): string {
  if (path === FILE_ROOTS.home) return t('fileManage.nav.myFiles');
  if (path === FILE_ROOTS.public) return t('fileManage.nav.public');
  if (path === FILE_ROOTS.external) return t('fileManage.nav.external');
  return path;
}

/** An external disk's uuid reads as its label. */
function crumbName(path: string, name: string, dirTop: DirTop | undefined): string {
  return dirTop?.dirs.find((dir) => dir.filepath === path)?.name ?? name;
}

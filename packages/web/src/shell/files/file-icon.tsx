import {
  AudioOutlined,
  CodeOutlined,
  FileImageOutlined,
  FileOutlined,
  FileTextOutlined,
  FileZipOutlined,
  FolderFilled,
  LinkOutlined,
  ProfileOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { FileItem } from '@coffer/contract';
import { iconKindOf, type IconKind } from './file-kinds';

const ICONS: Record<IconKind, ComponentType<{ className?: string }>> = {
  folder: FolderFilled,
  image: FileImageOutlined,
  video: VideoCameraOutlined,
  music: AudioOutlined,
  torrent: LinkOutlined,
  archive: FileZipOutlined,
  document: ProfileOutlined,
  code: CodeOutlined,
  text: FileTextOutlined,
  file: FileOutlined,
};

/** The type icon of an entry by its FILE-03 code. */
export function FileIcon({
  item,
  large = false,
}: {
  item: Pick<FileItem, 'is_dir' | 'ftype' | 'name'>;
  large?: boolean;
}) {
  const kind = iconKindOf(item);
  const Icon = ICONS[kind];
  return (
    <span className={`fm-icon fm-icon-${kind}${large ? ' fm-icon-large' : ''}`} data-kind={kind}>
      <Icon />
    </span>
  );
}

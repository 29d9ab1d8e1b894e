import { TeamOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from '../../i18n/use-translation';
import { levelKey } from './folder-permits';

const COLOURS = { none: 'red', readOnly: 'blue', readWrite: 'green' } as const;

/** A grant or an effective permission as a coloured word: none, read only, read-write. */
export function FolderLevelTag({
  level,
  prefix,
  group = false,
}: {
  level: number;
  prefix?: string;
  /** The grant is a group's: marked with the group icon. */
  group?: boolean;
}) {
  const { t } = useTranslation();
  const key = levelKey(level);
  return (
    <Tag
      color={COLOURS[key]}
      icon={group ? <TeamOutlined /> : undefined}
      data-testid="folder-level"
      data-level={key}
    >
      {prefix ? `${prefix} · ` : ''}
      {t(`permissionEditor.level.${key}`)}
    </Tag>
  );
}

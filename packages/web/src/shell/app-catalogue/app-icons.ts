import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import AppleOutlined from '@ant-design/icons-svg/es/asn/AppleOutlined';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import AudioOutlined from '@ant-design/icons-svg/es/asn/AudioOutlined';
import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import BugOutlined from '@ant-design/icons-svg/es/asn/BugOutlined';
import CameraOutlined from '@ant-design/icons-svg/es/asn/CameraOutlined';
import CloudDownloadOutlined from '@ant-design/icons-svg/es/asn/CloudDownloadOutlined';
import CloudServerOutlined from '@ant-design/icons-svg/es/asn/CloudServerOutlined';
import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import ContainerOutlined from '@ant-design/icons-svg/es/asn/ContainerOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import DesktopOutlined from '@ant-design/icons-svg/es/asn/DesktopOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import FolderOpenOutlined from '@ant-design/icons-svg/es/asn/FolderOpenOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import HddOutlined from '@ant-design/icons-svg/es/asn/HddOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import LinkOutlined from '@ant-design/icons-svg/es/asn/LinkOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import NodeIndexOutlined from '@ant-design/icons-svg/es/asn/NodeIndexOutlined';
import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import QuestionCircleOutlined from '@ant-design/icons-svg/es/asn/QuestionCircleOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import RobotOutlined from '@ant-design/icons-svg/es/asn/RobotOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SaveOutlined from '@ant-design/icons-svg/es/asn/SaveOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';

export interface AppIconStyle {
  /** The glyph, from antd's icon set (drawn by SvgIcon). */
  glyph: IconDefinition;
  /** The tile's colour. */
  colour: string;
}

/** The icon ids of the catalogue's records and how each is drawn. */
export const APP_ICONS: Readonly<Record<string, AppIconStyle>> = {
  files: { glyph: FolderOpenOutlined, colour: '#2f80ed' },
  album: { glyph: PictureOutlined, colour: '#eb5757' },
  video: { glyph: VideoCameraOutlined, colour: '#9b51e0' },
  music: { glyph: CustomerServiceOutlined, colour: '#f2994a' },
  audiobooks: { glyph: AudioOutlined, colour: '#d97706' },
  download: { glyph: CloudDownloadOutlined, colour: '#0ea5e9' },
  recycle: { glyph: DeleteOutlined, colour: '#64748b' },
  myAccount: { glyph: UserOutlined, colour: '#1f6f5c' },
  cloudBackup: { glyph: CloudUploadOutlined, colour: '#0284c7' },
  ftpBackup: { glyph: CloudServerOutlined, colour: '#0f766e' },
  macBackup: { glyph: AppleOutlined, colour: '#475569' },
  flashTransfer: { glyph: ThunderboltOutlined, colour: '#eab308' },
  shares: { glyph: ShareAltOutlined, colour: '#16a34a' },
  safebox: { glyph: LockOutlined, colour: '#b45309' },
  notebook: { glyph: BookOutlined, colour: '#ca8a04' },
  memo: { glyph: FileTextOutlined, colour: '#a16207' },
  fileCollect: { glyph: InboxOutlined, colour: '#0891b2' },
  search: { glyph: SearchOutlined, colour: '#4f46e5' },
  help: { glyph: QuestionCircleOutlined, colour: '#2563eb' },
  classroom: { glyph: ReadOutlined, colour: '#7c3aed' },
  aiAssistant: { glyph: RobotOutlined, colour: '#db2777' },
  tasks: { glyph: UnorderedListOutlined, colour: '#0d9488' },
  storage: { glyph: HddOutlined, colour: '#1f6f5c' },
  settings: { glyph: SettingOutlined, colour: '#52606d' },
  monitor: { glyph: DashboardOutlined, colour: '#e11d48' },
  security: { glyph: SafetyCertificateOutlined, colour: '#15803d' },
  users: { glyph: TeamOutlined, colour: '#2563eb' },
  accounts: { glyph: IdcardOutlined, colour: '#0369a1' },
  logs: { glyph: ProfileOutlined, colour: '#57534e' },
  backupCenter: { glyph: SaveOutlined, colour: '#0e7490' },
  migration: { glyph: SwapOutlined, colour: '#c2410c' },
  docker: { glyph: ContainerOutlined, colour: '#0369a1' },
  virtualMachine: { glyph: DesktopOutlined, colour: '#334155' },
  camera: { glyph: CameraOutlined, colour: '#be123c' },
  appStore: { glyph: AppstoreOutlined, colour: '#7c3aed' },
  snapshots: { glyph: HistoryOutlined, colour: '#0f766e' },
  virusScan: { glyph: BugOutlined, colour: '#b91c1c' },
  ddns: { glyph: GlobalOutlined, colour: '#0284c7' },
  dynamicDomain: { glyph: LinkOutlined, colour: '#0369a1' },
  nodeHelper: { glyph: NodeIndexOutlined, colour: '#4d7c0f' },
};

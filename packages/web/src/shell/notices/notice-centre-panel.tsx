import { AntdScope } from '../../app/antd-scope';
import { NoticeCentre } from './notice-centre';
import './notice-centre.css';

/** The notification centre in the taskbar's panel: its own chunk, so it brings antd's scope along. */
export default function NoticeCentrePanel() {
  return (
    <AntdScope>
      <NoticeCentre />
    </AntdScope>
  );
}

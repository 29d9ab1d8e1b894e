import { AntdProviders } from '../../app/antd-providers';
import { ActionFeed } from './action-feed';
import './action-feed.css';

/** The action feed in the taskbar's panel: its own chunk, so it brings antd and the query client along. */
export default function ActionFeedPanel() {
  return (
    <AntdProviders>
      <ActionFeed />
    </AntdProviders>
  );
}

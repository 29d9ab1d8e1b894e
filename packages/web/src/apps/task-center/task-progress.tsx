import { Progress } from 'antd';
import { formatSize } from '../../shell/format/format-size';

/** Done of total as a bar with the sizes beside it. */
export function TaskProgress({ done, total, failed }: { done: number; total: number; failed?: boolean }) {
  const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
  return (
    <div className="task-progress">
      <Progress percent={percent} size="small" status={failed ? 'exception' : undefined} showInfo={false} />
      <span className="task-progress-sizes">
        {formatSize(done)} / {formatSize(total)}
      </span>
    </div>
  );
}

/** antd's Badge showed 99+ past this. */
const OVERFLOW = 99;

/** The count on a taskbar button (new entries, unread notices); nothing when there are none. */
export function TaskbarBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className="taskbar-badge" data-testid={testId}>
      {count > OVERFLOW ? `${OVERFLOW}+` : count}
    </span>
  );
}

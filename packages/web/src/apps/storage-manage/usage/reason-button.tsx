import { Button, Tooltip, type ButtonProps } from 'antd';

export interface ReasonButtonProps extends ButtonProps {
  /** Why the action cannot be taken now; the button is disabled and says so. Null when it can. */
  reason: string | null;
}

/** A button that, when its action is not possible, stays in view disabled with the reason on hover. */
export function ReasonButton({ reason, disabled, ...props }: ReasonButtonProps) {
  if (!reason) return <Button disabled={disabled} {...props} />;
  return (
    <Tooltip title={reason}>
      <Button {...props} disabled aria-description={reason} data-reason={reason} />
    </Tooltip>
  );
}

import type { ReactNode } from 'react';

interface AppStateProps {
  icon: ReactNode;
  title: string;
  subTitle: string;
  extra?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A whole-window state (unavailable, failed to load), laid out as antd's Result, drawn plainly. */
export function AppState({ icon, title, subTitle, extra, className, 'data-testid': testId }: AppStateProps) {
  return (
    <div className={className ? `app-state ${className}` : 'app-state'} data-testid={testId}>
      <div className="app-state-icon" aria-hidden>
        {icon}
      </div>
      <div className="app-state-title">{title}</div>
      <div className="app-state-subtitle">{subTitle}</div>
      {extra && <div className="app-state-extra">{extra}</div>}
    </div>
  );
}

import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Space } from 'antd';
import './side-card.css';

export interface SideCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** The card's buttons, in one row under its text. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * One card of the desktop's right-hand column (`SideCards`): something that can wait, said beside
 * the desktop instead of over it: no pool yet, new disks, a pool rebuilding, a system alert. A
 * landmark named by its heading, so a screen reader lists it among the page's regions. Other
 * attributes (`data-testid`, `data-kind` …) go onto the section.
 */
export function SideCard({ title, actions, children, className, ...rest }: SideCardProps) {
  const titleId = useId();
  return (
    <section
      {...rest}
      className={className ? `side-card ${className}` : 'side-card'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="side-card__title">
        {title}
      </h2>
      {children}
      {actions ? (
        <Space wrap className="side-card__actions">
          {actions}
        </Space>
      ) : null}
    </section>
  );
}

/**
 * The column of cards at the desktop's top right, under every window (z-index 0) and away from the
 * taskbar, whose menus and notices open upwards from the bottom right.
 */
export function SideCards({ children }: { children: ReactNode }) {
  return <div className="side-cards">{children}</div>;
}

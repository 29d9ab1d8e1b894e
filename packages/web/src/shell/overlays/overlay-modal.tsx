import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useScreenLocked } from '../lock/lock-store';

export interface OverlayModalProps {
  title: ReactNode;
  testId: string;
  width?: number;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a blocking overlay: it stays until the device's state changes, so there is no close
 * icon, Esc or outside click, and focus stays inside it. Under the lock screen and the power wait.
 */
export function OverlayModal({ title, testId, width = 520, footer = null, children }: OverlayModalProps) {
  // The lock screen lies above and needs the focus for its password.
  const locked = useScreenLocked();
  return (
    <Modal
      open
      title={title}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      focusable={{ trap: !locked }}
      centered
      width={width}
      footer={footer}
    >
      <div data-testid={testId} className="storage-overlay">
        {children}
      </div>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Button, ConfigProvider, type ButtonProps } from 'antd';

/**
 * Readings and the controls that only read (a state tag; refresh, retry a load, filter a list,
 * diagnose): they keep their colours and stay usable inside a part antd's disabled context turns
 * off, as a settings panel whose area the master closed to operations administrators.
 */
export function ReadingScope({ children }: { children: ReactNode }) {
  return <ConfigProvider componentDisabled={false}>{children}</ConfigProvider>;
}

/** A button that only reads (refresh, retry a load, diagnose), usable in a part turned off. */
export function ReadingButton(props: ButtonProps) {
  return (
    <ReadingScope>
      <Button {...props} />
    </ReadingScope>
  );
}

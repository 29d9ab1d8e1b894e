import { useEffect, useRef, useState } from 'react';
import { Input, type InputRef } from 'antd';

/** F2's inline name box: Enter keeps the new name, Escape or leaving it gives up. */
export function RenameInput({ name, onDone }: { name: string; onDone: (name: string | null) => void }) {
  const [value, setValue] = useState(name);
  const input = useRef<InputRef>(null);
  const done = useRef(false);
  useEffect(() => {
    const element = input.current?.input;
    if (!element) return;
    element.focus();
    // The name without its extension is selected, as desktop file managers do.
    const dot = name.lastIndexOf('.');
    element.setSelectionRange(0, dot > 0 ? dot : name.length);
  }, [name]);
  const finish = (next: string | null) => {
    if (done.current) return;
    done.current = true;
    onDone(next === null || next.trim() === '' || next === name ? null : next.trim());
  };
  return (
    <Input
      ref={input}
      size="small"
      value={value}
      data-testid="fm-rename-input"
      onChange={(event) => setValue(event.target.value)}
      onClick={(event) => event.stopPropagation()}
      onDoubleClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Enter') finish(value);
        if (event.key === 'Escape') finish(null);
      }}
      onBlur={() => finish(value)}
    />
  );
}

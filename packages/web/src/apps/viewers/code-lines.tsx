import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { syntaxOf, tokenizeLines } from './code-tokens';

const LINE_HEIGHT = 20;

/** Read-only code with line numbers; only the lines in view are drawn, so long files scroll. */
export function CodeLines({ content, extension }: { content: string; extension: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const lines = useMemo(() => content.split(/\r?\n/), [content]);
  const tokens = useMemo(() => tokenizeLines(lines, syntaxOf(extension)), [lines, extension]);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => LINE_HEIGHT,
    overscan: 20,
  });
  const gutter = `${String(lines.length).length + 1}ch`;
  return (
    <div ref={scroller} className="code-lines" tabIndex={0} data-testid="code-lines">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.index}
            className="code-line"
            style={{ transform: `translateY(${row.start}px)`, height: LINE_HEIGHT }}
          >
            <span className="code-line-number" style={{ width: gutter }}>
              {row.index + 1}
            </span>
            <span className="code-line-text">
              {tokens[row.index]!.map((token, index) =>
                token.kind === 'plain' ? (
                  token.text
                ) : (
                  <span key={index} className={`code-${token.kind}`}>
                    {token.text}
                  </span>
                ),
              )}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}

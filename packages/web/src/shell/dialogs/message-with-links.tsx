import type { ReactNode } from 'react';
import type { HelpLink } from './dialog-types';

const LINK_MARK = /<link([12])>(.*?)<\/link\1>/g;

/** Turns `<link1>…</link1>` and `<link2>…</link2>` in a message into the help links, opened in a new tab. */
export function messageWithLinks(message: ReactNode, links: readonly HelpLink[] = []): ReactNode {
  if (typeof message !== 'string' || links.length === 0) return message;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(LINK_MARK)) {
    const link = links[Number(match[1]) - 1];
    parts.push(message.slice(last, match.index));
    parts.push(
      link ? (
        <a key={match.index} href={link.href} target="_blank" rel="noreferrer">
          {match[2]}
        </a>
      ) : (
        match[2]
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(message.slice(last));
  return parts;
}

/** One condition of an If header list (RFC 4918 §10.4): a state token or an entity tag, maybe negated. */
export interface IfCondition {
  not: boolean;
  kind: 'token' | 'etag';
  value: string;
}

/** One list of conditions, all of which must hold; `resource` is the tag's URL, when tagged. */
export interface IfList {
  resource: string | undefined;
  conditions: IfCondition[];
}

export class IfHeaderError extends Error {}

/** Parses an If header into its lists; IfHeaderError when it does not follow the grammar. */
export function parseIfHeader(header: string): IfList[] {
  const lists: IfList[] = [];
  let rest = header.trim();
  let resource: string | undefined;
  let tagged: boolean | undefined;
  while (rest.length > 0) {
    if (rest.startsWith('<')) {
      const end = rest.indexOf('>');
      if (end < 0) throw new IfHeaderError('open resource tag');
      if (tagged === false) throw new IfHeaderError('tagged and untagged lists mixed');
      tagged = true;
      resource = rest.slice(1, end);
      rest = rest.slice(end + 1).trimStart();
      if (!rest.startsWith('(')) throw new IfHeaderError('a tag without a list');
      continue;
    }
    if (!rest.startsWith('(')) throw new IfHeaderError('expected a list');
    if (tagged === undefined) tagged = false;
    const end = rest.indexOf(')');
    if (end < 0) throw new IfHeaderError('open list');
    lists.push({ resource, conditions: parseConditions(rest.slice(1, end)) });
    rest = rest.slice(end + 1).trimStart();
  }
  if (lists.length === 0) throw new IfHeaderError('no list');
  return lists;
}

function parseConditions(text: string): IfCondition[] {
  const conditions: IfCondition[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    let not = false;
    if (/^not\b/i.test(rest)) {
      not = true;
      rest = rest.slice(3).trimStart();
    }
    const open = rest[0];
    const close = open === '<' ? '>' : open === '[' ? ']' : undefined;
    if (!close) throw new IfHeaderError('expected a state token or an entity tag');
    const end = rest.indexOf(close);
    if (end < 0) throw new IfHeaderError('open condition');
    conditions.push({ not, kind: open === '<' ? 'token' : 'etag', value: rest.slice(1, end) });
    rest = rest.slice(end + 1).trimStart();
  }
  if (conditions.length === 0) throw new IfHeaderError('empty list');
  return conditions;
}

/** Every state token named (not negated) in the lists: the lock tokens the client submits. */
export function submittedTokens(lists: readonly IfList[]): Set<string> {
  const tokens = new Set<string>();
  for (const list of lists)
    for (const condition of list.conditions)
      if (condition.kind === 'token' && !condition.not) tokens.add(condition.value);
  return tokens;
}

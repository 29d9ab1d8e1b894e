import { ROUTE_REDIRECTS, ROUTE_TABLE, type RouteEntry } from './route-table';

export type RouteResolution =
  | { kind: 'route'; entry: RouteEntry; child: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

// The router matches paths without regard to case, as react-router does by default; so does this.
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function startsWithSegments(segments: string[], prefix: string[]): boolean {
  return prefix.length <= segments.length && prefix.every((segment, i) => same(segment, segments[i]!));
}

/**
 * What a remainder below an entry's path is: the entry itself (''), one of its children, a
 * redirect to its default child, or nothing known (SHELL-04).
 */
export function resolveChild(entry: RouteEntry, remainder: string): RouteResolution {
  const rest = segmentsOf(remainder);
  if (rest.length === 0) {
    if (entry.defaultChild) return { kind: 'redirect', to: `/${entry.path}/${entry.defaultChild}` };
    return { kind: 'route', entry, child: '' };
  }
  for (const child of entry.children ?? []) {
    const open = child.endsWith('/*');
    const childSegments = segmentsOf(open ? child.slice(0, -2) : child);
    const matches = open
      ? startsWithSegments(rest, childSegments)
      : rest.length === childSegments.length && startsWithSegments(rest, childSegments);
    if (matches) return { kind: 'route', entry, child: rest.join('/') };
  }
  return { kind: 'notFound' };
}

/** Where a signed-in path inside /home leads, by T1 (SHELL-04, SHELL-10..16). */
export function resolveRoute(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteResolution {
  const segments = segmentsOf(pathname);
  const joined = segments.join('/');
  for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
    if (same(from, joined)) return { kind: 'redirect', to };
  }
  let best: RouteEntry | undefined;
  let bestLength = 0;
  for (const entry of table) {
    const entrySegments = segmentsOf(entry.path);
    if (entrySegments.length > bestLength && startsWithSegments(segments, entrySegments)) {
      best = entry;
      bestLength = entrySegments.length;
    }
  }
  if (!best) return { kind: 'notFound' };
  return resolveChild(best, segments.slice(bestLength).join('/'));
}

import { FILE_ROOTS } from '@coffer/contract';

/** What people call the roots, in their language. */
export interface RootLabels {
  home: string;
  public: string;
  external: string;
}

/** Folders deeper than this show their root, first folder, an ellipsis and their last two folders. */
const MAX_SHOWN = 4;

/**
 * A virtual folder as people know it: '/home/Reports' → ['My files', 'Reports'],
 * '/public/Sales/2026' → ['Public folder', 'Sales', '2026']. `nameOf` names a segment otherwise
 * shown raw (an external disk's uuid reads as its label).
 */
export function readableSegments(
  path: string,
  labels: RootLabels,
  nameOf: (path: string) => string | undefined = () => undefined,
): string[] {
  const parts = path.split('/').filter(Boolean);
  const [root, ...rest] = parts;
  const rootLabel =
    root === undefined
      ? labels.home
      : (
          {
            [FILE_ROOTS.home]: labels.home,
            [FILE_ROOTS.public]: labels.public,
            [FILE_ROOTS.external]: labels.external,
          } as Record<string, string>
        )[`/${root}`];
  if (rootLabel === undefined) return parts;
  return [rootLabel, ...rest.map((part, index) => nameOf(`/${parts.slice(0, index + 2).join('/')}`) ?? part)];
}

/** The segments joined for one line, long ones shortened in the middle: 'Public folder / Sales / … / Q3 / Week 2'. */
export function readablePath(segments: readonly string[]): string {
  const shown =
    segments.length <= MAX_SHOWN + 1 ? segments : [segments[0], segments[1], '…', ...segments.slice(-2)];
  return shown.join(' / ');
}

import { FILE_ROOTS } from '@coffer/contract';

/** The folder holding a virtual path ('/home/a/b' → '/home/a'); a root is its own parent. */
export function parentOf(path: string): string {
  const cut = path.replace(/\/+$/, '').lastIndexOf('/');
  return cut <= 0 ? path : path.slice(0, cut);
}

export function nameOf(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

export function joinPath(dir: string, name: string): string {
  return `${dir.replace(/\/+$/, '')}/${name}`;
}

/** `/home/a` is inside `/home` and inside itself; `/home/ab` is not inside `/home/a`. */
export function isInside(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder.replace(/\/+$/, '')}/`);
}

/** The root a path belongs to: `/home`, `/public/<group>` (or `/public` itself), `/external/<uuid>`. */
export function rootOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const [first = '', second] = parts;
  if (`/${first}` === FILE_ROOTS.home) return FILE_ROOTS.home;
  if (second === undefined) return `/${first}`;
  return `/${first}/${second}`;
}

/** Whether a folder is the top of a root people cannot move things within (`/public`, `/external`). */
export function isAboveRoots(path: string): boolean {
  return path === FILE_ROOTS.public || path === FILE_ROOTS.external || path === '/';
}

/** Each folder from the root down, for breadcrumbs: [{path:'/home', name:'home'}, …]. */
export function crumbsOf(path: string): { path: string; name: string }[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((name, index) => ({ path: `/${parts.slice(0, index + 1).join('/')}`, name }));
}

/** The lower-case extension of a name, '' without one ('.bashrc' has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

type SignedInShell = typeof import('./signed-in-shell');

let loaded: SignedInShell | undefined;

/**
 * The signed-in shell's chunk. Once it has arrived (the sign-in form prefetches it), the routes get
 * it without another `import()`, which answers in a later task: the desktop then renders in the
 * task that brought the sign-in's answer (bench/README.md "Web sign-in").
 */
export async function loadSignedInShell(): Promise<SignedInShell> {
  loaded ??= await import('./signed-in-shell');
  return loaded;
}

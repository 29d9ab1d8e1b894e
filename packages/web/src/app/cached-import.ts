/**
 * A lazily imported module that, once it has arrived, is handed over without another `import()`:
 * that answers only in a later task, and the page would draw a task later (bench/README.md "Web
 * sign-in").
 */
export function cachedImport<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loaded: Module | undefined;
  return async () => (loaded ??= await load());
}

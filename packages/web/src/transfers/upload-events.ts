type FinishedListener = (dir: string) => void;

const listeners = new Set<FinishedListener>();

/**
 * Called with the request's folder each time one of its files lands, e.g. so an open folder
 * lists it. Returns the function that stops listening.
 */
export function onUploadFinished(listener: FinishedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitUploadFinished(dir: string): void {
  for (const listener of [...listeners]) {
    try {
      listener(dir);
    } catch (error) {
      console.error(error);
    }
  }
}

import { BOOT_FACTS_ELEMENT_ID, type BootFacts } from '@coffer/contract';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The shape check zod would make; the sign-in page loads before zod. */
function isBootFacts(value: unknown): value is BootFacts {
  if (typeof value !== 'object' || value === null) return false;
  const { registered, versions } = value as Partial<Record<keyof BootFacts, unknown>>;
  if (typeof registered !== 'boolean' || typeof versions !== 'object' || versions === null) return false;
  const { nasid, name, model, version } = versions as Record<string, unknown>;
  return [nasid, name, model, version].every(isText);
}

function readFacts(): BootFacts | null {
  const text = document.getElementById(BOOT_FACTS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isBootFacts(value) ? value : null;
  } catch {
    return null;
  }
}

let read = false;
let facts: BootFacts | null = null;

/**
 * The facts the daemon wrote into this page when it served it; null when it wrote none (Vite's
 * development server) or they do not read, and the page then asks for them.
 */
export function bootFacts(): BootFacts | null {
  if (!read) {
    facts = readFacts();
    read = true;
  }
  return facts;
}

/** For tests: forget what was read, so the next call reads the document again. */
export function forgetBootFacts(): void {
  read = false;
  facts = null;
}

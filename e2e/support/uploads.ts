import type { Locator, Page } from '@playwright/test';

export interface PageFile {
  name: string;
  /** The file's size, its bytes a repeating pattern; or its `text`. */
  bytes?: number;
  text?: string;
}

/**
 * Drops files on `target` the way the browser delivers a drop from the operating system: a
 * DataTransfer holding File objects made in the page (their bytes a repeating pattern), with the
 * dragenter, dragover and drop events in order.
 */
export async function dropFiles(page: Page, target: Locator, files: readonly PageFile[]): Promise<void> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('no drop target');
  await page.evaluate(
    ({ element, specs }) => {
      const transfer = new DataTransfer();
      for (const spec of specs) {
        const bytes =
          spec.text === undefined ? new Uint8Array(spec.bytes ?? 0) : new TextEncoder().encode(spec.text);
        if (spec.text === undefined)
          for (let index = 0; index < bytes.length; index += 4096) bytes[index] = index % 251;
        transfer.items.add(new File([bytes], spec.name, { lastModified: 1_700_000_000_000 }));
      }
      for (const type of ['dragenter', 'dragover', 'drop'])
        element.dispatchEvent(
          new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
        );
    },
    { element: handle, specs: files },
  );
}

/**
 * Holds each tus PATCH back for `delayMs` before it goes to the daemon, so an upload lasts long
 * enough to be paused by hand; nothing else about the request changes.
 */
export async function slowUploads(page: Page, delayMs: number): Promise<void> {
  await page.route('**/v2/file/upload/**', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, delayMs));
    // A paused upload aborts its request while it is held: then there is nothing to continue.
    await route.continue().catch(() => undefined);
  });
}

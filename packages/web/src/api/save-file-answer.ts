/** The file name a Content-Disposition gives (`filename*=UTF-8''…` or `filename="…"`), or null. */
export function attachmentFileName(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Hands a fetched file (a key file, an exported list) to the browser's own download, under the name
 * the daemon gave or `fallbackName`. A refusal comes as an envelope (JSON): its message, else its
 * code, else the HTTP status, is answered as `error` (and the message alone as `message`), and
 * nothing is saved.
 */
export async function saveFileAnswer(
  response: Response,
  fallbackName: string,
): Promise<{ error: string; message?: string } | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: unknown } | null;
    const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
    return { error: message ?? String(body?.code ?? response.status), ...(message ? { message } : {}) };
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the delay spares slow browsers.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return null;
}

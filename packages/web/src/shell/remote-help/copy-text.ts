/**
 * Puts `text` on the clipboard. The Clipboard API exists only on secure pages; a device is usually
 * opened over plain HTTP on its LAN address, where a selected text area and `execCommand('copy')`
 * still work. The text area goes inside `container` (the open dialog), so the dialog's focus trap
 * does not pull the focus, and the selection, away before the copy.
 */
export async function copyText(text: string, container: HTMLElement | null): Promise<boolean> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the older way below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  (container ?? document.body).append(area);
  const focused = document.activeElement;
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}

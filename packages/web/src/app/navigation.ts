/**
 * Lets code outside React components (sign-out, reactions to failed calls) move the router without
 * importing it, which would tie every page to the router module.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigateImpl: Navigate | null = null;

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  if (navigateImpl) await navigateImpl(to, options);
}

import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

/**
 * Draws the app's router into the page's root once its first page can draw (its lazily loaded
 * routes have arrived), so what the root shows until then (the sign-in form, after a sign-in)
 * stays on screen instead of a blank page.
 */
export async function startRouter(root: Root): Promise<void> {
  const router = createAppRouter();
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

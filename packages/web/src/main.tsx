import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { registerSW } from 'virtual:pwa-register';
import { router } from './app/router';
import { setNavigator } from './lib/api';
import { restoreDraft } from './lib/formDraft';
import { queryClient } from './lib/query';
import { getToken, getUser } from './lib/storage';
import './index.css';

setNavigator((path, state) => router.navigate(path, { replace: true, state }));

// A form kept when the session ended (lib/formDraft.ts) comes back on its page once the person is signed in again.
const restoreHere = (pathname: string) => {
  if (getToken()) restoreDraft(pathname, getUser().username);
};
router.subscribe((state) => restoreHere(state.location.pathname));
restoreHere(window.location.pathname);

// Service worker at root scope; a new version asks before reloading (spec error catalogue).
const updateSW = registerSW({
  onNeedRefresh() {
    if (window.confirm('Update baru tersedia. Muat ulang sekarang?')) void updateSW(true);
  },
});

// As a transition the first render yields to the browser every few milliseconds instead of holding a slow phone's
// main thread for one long task (Lighthouse's total blocking time on the employee home). It starts once the router
// has loaded the first page: RouterProvider subscribes to the router only when it commits, so a router change during
// a sliced render would be lost (the page would stay blank).
const root = createRoot(document.getElementById('root') as HTMLElement);
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastContainer position="top-right" autoClose={3000} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
if (router.state.initialized) render();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
}

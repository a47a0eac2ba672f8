import { api } from './api';
import { queryClient } from './query';
import { clearAll } from './storage';

/** Logout: tell the server (best effort), clear all personal data kept here and caches; the caller goes to /login. */
export async function logout() {
  try {
    await api.post('/auth/logout', undefined, { silent: true });
  } catch {
    // Already invalid on the server, or offline: the local session ends anyway.
  }
  await clearAll();
  queryClient.clear();
}

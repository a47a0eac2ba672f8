/** Local storage exactly as the spec names it: access_token, user_role (comma-separated) and user. */
export const STORAGE_KEYS = { token: 'access_token', role: 'user_role', user: 'user' } as const;

export interface StoredUser {
  userRole: string;
  username: string;
  fullname: string;
}

export const DEFAULT_USER: StoredUser = { userRole: 'User', username: '', fullname: 'Pengguna' };

const sessionStart = new Set<() => void>();
/** Runs when a person signs in: nothing kept in memory for the one before may show. */
export function onSessionStart(listener: () => void): () => void {
  sessionStart.add(listener);
  return () => sessionStart.delete(listener);
}

/** Flags of one sign-in session kept in this tab's sessionStorage; each sign-in starts them afresh. */
export const SESSION_FLAGS = { facePromptShown: 'hadir-face-prompt-shown' } as const;

export function saveSession(token: string, role: string, user: StoredUser) {
  for (const listener of sessionStart) listener();
  for (const key of Object.values(SESSION_FLAGS)) sessionStorage.removeItem(key);
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.role, role);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export const getToken = () => localStorage.getItem(STORAGE_KEYS.token);
export const getRole = () => localStorage.getItem(STORAGE_KEYS.role);

export function getUser(): StoredUser {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return DEFAULT_USER;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredUser>;
    return { ...DEFAULT_USER, ...parsed };
  } catch (err) {
    // Corrupt stored user data: logged only (spec error catalogue).
    console.error('Data pengguna tersimpan rusak', err);
    return DEFAULT_USER;
  }
}

/** The browser database where punches taken without signal wait, with their selfie and position. */
export const OFFLINE_DB_NAME = 'hadir-offline';

const signedOut = new Set<() => void>();
/** Runs when the session ends here (logout, 401, forced logout): in-memory copies of personal data go too. */
export function onSignedOut(listener: () => void): () => void {
  signedOut.add(listener);
  return () => signedOut.delete(listener);
}

function deleteOfflineQueue(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const req = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    // Blocked: an open connection closes after its transaction and the deletion then completes by itself.
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
}

/**
 * Everything personal this browser keeps for the person (UU 27/2022): local and session storage, the offline punch
 * queue in IndexedDB (selfies and positions) and, through onSignedOut, in-memory copies. The query cache is cleared
 * by logout and forced logout, and by the next sign-in (onSessionStart): clearing it here, inside a failing
 * request, would swallow the 401 the page redirects on.
 */
export function clearPersonalData(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  for (const listener of signedOut) listener();
  return deleteOfflineQueue();
}

/** On a 401 the server has signed the person out: their data leaves the browser as on logout. */
export function clearSessionOn401(): Promise<void> {
  return clearPersonalData();
}

/** Logout and forced logout clear all personal data. */
export function clearAll(): Promise<void> {
  return clearPersonalData();
}

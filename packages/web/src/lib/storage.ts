/** Local storage exactly as the spec names it: access_token, user_role (comma-separated) and user. */
export const STORAGE_KEYS = { token: 'access_token', role: 'user_role', user: 'user' } as const;

export interface StoredUser {
  userRole: string;
  username: string;
  fullname: string;
}

export const DEFAULT_USER: StoredUser = { userRole: 'User', username: '', fullname: 'Pengguna' };

export function saveSession(token: string, role: string, user: StoredUser) {
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

/** On a 401: the spec removes token and user; the role and access token go too so the guard agrees. */
export function clearSessionOn401() {
  for (const key of ['token', 'user', STORAGE_KEYS.token, STORAGE_KEYS.role]) localStorage.removeItem(key);
}

/** Logout and forced logout clear all local storage. */
export function clearAll() {
  localStorage.clear();
}

import { hasAdminRole, splitRoles } from '@hadir/contract/roles';
import { getRole } from './storage';

/** The stored role string split on commas and trimmed, as the route guard reads it. */
export const storedRoles = () => splitRoles(getRole());
export const isAdminUser = () => hasAdminRole(storedRoles());

/** Roles and their levels (product description, sections 3 and 6). */
export const roles = { superAdmin: 2, admin: 1, user: 0 } as const;
export type RoleName = keyof typeof roles;
export type RoleLevel = (typeof roles)[RoleName];
export const roleLevels = [0, 1, 2] as const satisfies readonly RoleLevel[];

export function roleName(level: RoleLevel): RoleName {
  return level === 2 ? 'superAdmin' : level === 1 ? 'admin' : 'user';
}

/** User status (section 4): only valid users can log in. */
export const userStatuses = ['valid', 'invalid', 'lock'] as const;
export type UserStatus = (typeof userStatuses)[number];

import { roles } from '@packlens/contracts';

/** Where each role lands after login (section 4). */
export type LandingRouteName = 'Plug' | 'MypageIndex' | 'Users';

export function landingRouteName(role: number | undefined): LandingRouteName {
  if (role === roles.superAdmin) return 'Plug';
  if (role === roles.admin) return 'MypageIndex';
  return 'Users';
}

import { useSearchParams } from 'react-router';
import { pathOf, type RouteName } from '../../routes/table';

/** The `user` parameter that carries a registration through plan select, confirm and complete (section 2). */
export function useRegistrationUser(): string {
  const [search] = useSearchParams();
  return search.get('user') ?? '';
}

export function stepPath(step: Extract<RouteName, 'PlanSelect' | 'RegisterConfirm' | 'RegisterComplete'>, user: string): string {
  return `${pathOf(step)}?user=${encodeURIComponent(user)}`;
}

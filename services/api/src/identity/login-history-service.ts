import { DomainError } from '@packlens/contracts';
import { loginCountTimeZone, loginHistoryPage, monthlyLoginCounts, yearlyLoginCounts, type LoginHistoryScope } from '@packlens/projections';
import type { IdentityContext } from './context';
import type { AuthContext } from './identity-service';
import type { UsersService } from './users-service';

/**
 * Login history and counts for My page (section 2): an admin sees the whole client or one of its users, a user
 * sees their own, a super admin their own or anyone's by user id.
 */
export function loginHistoryService(ctx: IdentityContext, users: UsersService) {
  async function scopeFor(auth: AuthContext, userId?: string): Promise<LoginHistoryScope> {
    if (userId) {
      const row = await users.visibleUser(auth, userId);
      return { clientId: row.client_id, userId: row.user_id };
    }
    if (auth.role === 1) return { clientId: auth.clientId };
    return { clientId: auth.clientId, userId: auth.userId };
  }

  return {
    async page(auth: AuthContext, query: { page: number; page_size: number; user_id?: string; from?: string; to?: string }) {
      const scope = await scopeFor(auth, query.user_id);
      const from = query.from ? new Date(query.from) : undefined;
      const to = query.to ? new Date(query.to) : undefined;
      if (from && to && from > to) throw new DomainError('VALIDATION_FAILED', {}, { from: 'VALIDATION_FAILED' });
      const { rows, total } = await loginHistoryPage(ctx.deps.pool, { ...scope, from, to, offset: (query.page - 1) * query.page_size, limit: query.page_size });
      return {
        count: total,
        page: query.page,
        page_size: query.page_size,
        results: rows.map((r) => ({ ...r, logged_in_at: r.logged_in_at.toISOString() })),
      };
    },

    async monthly(auth: AuthContext, query: { user_id?: string; year?: number }) {
      const scope = await scopeFor(auth, query.user_id);
      const year = query.year ?? Number(new Intl.DateTimeFormat('en', { timeZone: loginCountTimeZone, year: 'numeric' }).format(ctx.now()));
      const results = await monthlyLoginCounts(ctx.deps.pool, { ...scope, year });
      return { time_zone: loginCountTimeZone, results, total: results.reduce((sum, r) => sum + r.count, 0) };
    },

    async yearly(auth: AuthContext, query: { user_id?: string }) {
      const results = await yearlyLoginCounts(ctx.deps.pool, await scopeFor(auth, query.user_id));
      return { time_zone: loginCountTimeZone, results, total: results.reduce((sum, r) => sum + r.count, 0) };
    },
  };
}

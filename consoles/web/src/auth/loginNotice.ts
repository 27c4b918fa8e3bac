import { useEffect, useState } from 'react';

/** Why the login page is shown, when the app sent the visitor there on purpose (a cancelled contract). */
export type LoginNotice = 'contractCancelled';

const noticeKey = 'packlens.loginNotice';

/**
 * Leaves a notice for the next login page. Kept in sessionStorage, not in navigation state: the guard's own
 * redirect to /login (the session just ended) may win the race against the navigation that carries state.
 */
export function leaveLoginNotice(notice: LoginNotice): void {
  try {
    sessionStorage.setItem(noticeKey, notice);
  } catch {
    // Storage can be disabled; the notice is a courtesy.
  }
}

/** The notice left for this login page, shown once. */
export function useLoginNotice(): LoginNotice | null {
  const [notice] = useState(() => {
    try {
      return sessionStorage.getItem(noticeKey) === 'contractCancelled' ? ('contractCancelled' as const) : null;
    } catch {
      return null;
    }
  });
  useEffect(() => {
    if (notice) sessionStorage.removeItem(noticeKey);
  }, [notice]);
  return notice;
}

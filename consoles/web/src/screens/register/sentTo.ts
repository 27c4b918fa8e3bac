/** The address the previous step sent a mail to, passed in navigation state (a reload loses it). */
export function sentTo(state: unknown): string | undefined {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

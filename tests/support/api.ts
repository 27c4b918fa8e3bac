/** Calls the API as a script would (bearer token, no browser cookie), to set up what a spec needs. */
export async function apiAs(baseUrl: string, email: string, password: string) {
  const login = await fetch(`${baseUrl}/api/auth/obtain_token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login of ${email} answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  /** A JSON body is sent as JSON, a FormData as multipart (an upload). */
  return async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const form = body instanceof FormData;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}

/** An address no earlier run or spec used: every spec registers its own people. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.packlens.test`;
}

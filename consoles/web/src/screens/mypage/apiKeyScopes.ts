import type { ApiKeyScope } from '@packlens/contracts';

type Underscored<S extends string> = S extends `${infer Area}:${infer Access}` ? `${Area}_${Access}` : S;

/** A scope's message key: i18next reads ':' as a namespace separator. */
export const scopeMessageKey = (scope: ApiKeyScope) => `apiKeys.scopes.${scope.replace(':', '_') as Underscored<ApiKeyScope>}` as const;

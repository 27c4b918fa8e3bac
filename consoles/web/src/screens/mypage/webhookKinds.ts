import { webhookEventKinds, webhookTestKind } from '@packlens/contracts';

type Kind = (typeof webhookEventKinds)[number] | typeof webhookTestKind;
type Underscored<S extends string> = S extends `${infer Area}.${infer Outcome}` ? `${Area}_${Outcome}` : S;

/** An event kind's message key: i18next reads '.' as a key path. Unknown kinds fall back to the test's label. */
export const kindMessageKey = (kind: string) => {
  const known = [...webhookEventKinds, webhookTestKind] as readonly string[];
  const safe = (known.includes(kind) ? kind : webhookTestKind) as Kind;
  return `webhooks.kinds.${safe.replace('.', '_') as Underscored<Kind>}` as const;
};

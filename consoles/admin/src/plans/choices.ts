import { planKinds } from '@packlens/contracts';

export const kindChoices = planKinds.map((id) => ({ id, name: `resources.plans.kinds.${id}` }));

/**
 * End-to-end specs that change or list what every company shares — system settings and the chat key, the super
 * admin's console lists, plans, learning data — and so must not run beside the others: they run one at a time, on
 * a product server of their own (vitest.serial.config.ts). A new spec that does such things belongs here.
 */
export const serialSpecs = [
  'e2e/billing-console.spec.ts',
  'e2e/billing-plan-users.spec.ts',
  'e2e/billing-trial-upgrade.spec.ts',
  'e2e/concept-vision.spec.ts',
  'e2e/foundation.spec.ts',
  'e2e/identity-console.spec.ts',
  'e2e/identity-mfa.spec.ts',
  'e2e/issue19-console.spec.ts',
  'e2e/learning-data-console.spec.ts',
  'e2e/partner-api-keys.spec.ts',
];

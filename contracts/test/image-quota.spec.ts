import { describe, expect, it } from 'vitest';
import { imageQuota, imageQuotaRefusal, trialPlanId } from '../src';

const now = new Date('2026-11-24T00:00:00Z');
const freePlanId = 3;
const adhocPlanId = 2;

describe('the image quota', () => {
  it('is the free plan’s 10 images whatever the client’s own limit', () => {
    expect(imageQuota({ planId: freePlanId, clientMaxImages: 100, expiresAt: null, used: 4, now })).toEqual({
      limit: 10,
      used: 4,
      remaining: 6,
      expired: false,
      reached: false,
    });
  });

  it('is the trial plan’s 5 images', () => {
    expect(imageQuota({ planId: trialPlanId, clientMaxImages: 100, expiresAt: null, used: 5, now })).toMatchObject({ limit: 5, remaining: 0, reached: true });
  });

  it('is the client’s limit on plans without one of their own', () => {
    expect(imageQuota({ planId: adhocPlanId, clientMaxImages: 40, expiresAt: null, used: 45, now })).toMatchObject({ limit: 40, remaining: 0, reached: true });
  });

  it('counts an expired plan as a reached limit', () => {
    const quota = imageQuota({ planId: adhocPlanId, clientMaxImages: 40, expiresAt: '2026-11-23T00:00:00Z', used: 0, now });
    expect(quota).toMatchObject({ remaining: 40, expired: true, reached: true });
    expect(imageQuotaRefusal(quota, adhocPlanId, 1)).toEqual({ code: 'PLAN_EXPIRED', params: {} });
  });
});

describe('refusing images over the quota', () => {
  it('names the free plan’s limit', () => {
    const quota = imageQuota({ planId: freePlanId, clientMaxImages: null, expiresAt: null, used: 8, now });
    expect(imageQuotaRefusal(quota, freePlanId, 2)).toBeUndefined();
    expect(imageQuotaRefusal(quota, freePlanId, 3)).toEqual({ code: 'FREE_PLAN_IMAGE_LIMIT_EXCEEDED', params: { max: 10 } });
  });

  it('names the trial plan’s limit', () => {
    const quota = imageQuota({ planId: trialPlanId, clientMaxImages: null, expiresAt: null, used: 5, now });
    expect(imageQuotaRefusal(quota, trialPlanId, 1)).toEqual({ code: 'TRIAL_PLAN_IMAGE_LIMIT_EXCEEDED', params: { max: 5 } });
  });

  it('says the plan’s limit is reached on other plans', () => {
    const quota = imageQuota({ planId: adhocPlanId, clientMaxImages: 12, expiresAt: null, used: 10, now });
    expect(imageQuotaRefusal(quota, adhocPlanId, 3)).toEqual({ code: 'IMAGE_LIMIT_REACHED', params: { max: 12, remaining: 2 } });
  });

  it('takes anything when neither plan nor client sets a limit', () => {
    const quota = imageQuota({ planId: 1, clientMaxImages: null, expiresAt: null, used: 1000, now });
    expect(quota.remaining).toBeNull();
    expect(imageQuotaRefusal(quota, 1, 10)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { pathOf } from '../routes/table';
import { landingRouteName } from './landing';

describe('landing route after login (section 4)', () => {
  it.each([
    [2, 'Plug', '/mypage/plug'],
    [1, 'MypageIndex', '/mypage'],
    [0, 'Users', '/mypage/users'],
  ] as const)('sends role %i to %s', (role, name, path) => {
    expect(landingRouteName(role)).toBe(name);
    expect(pathOf(landingRouteName(role))).toBe(path);
  });
});

import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { languages } from '../i18n/language';
import { routeNamed, routesFor, routeTable, type RouteName } from './table';

/** Every path section 2 of the product description lists (parameters filled with sample values). */
const sectionTwoPaths = [
  '/login',
  '/register/trial_register',
  '/register/pre_register',
  '/register/mail_send',
  '/register/plan_select',
  '/register/confirm',
  '/register/complete',
  '/register/password_reset',
  '/register/password_reset_send',
  '/register/password_new/abc123',
  '/register/password_complete',
  '/register/abc123',
  '/register/plan_renew',
  '/register/update_information',
  '/register/plan_confirm',
  '/register/plan_complete',
  '/type-project',
  '/project/old-project-list',
  '/project-create',
  '/project-create/select_segment',
  '/project-create/select_menu',
  '/project-create/select_image',
  '/project-create/select_category',
  '/project-create/select_product_copy',
  '/project-create/select_score',
  '/project-create/confirm',
  '/project-create/input_concept',
  '/project-create/results',
  '/project-create/analysis-results',
  '/home',
  '/evaluate-shelve',
  '/evaluate-shelve/old-project',
  '/evaluate-shelve/index',
  '/evaluate-shelve/select-segment',
  '/evaluate-shelve/select-image',
  '/evaluate-shelve/confirm',
  '/evaluate-shelve/result',
  '/chat-gpt',
  '/chat-gpt/menu',
  '/chat-gpt/information',
  '/creative-package',
  '/creative-package/create',
  '/generate-key-visual',
  '/generate-key-visual/select-menu',
  '/generate-key-visual/message',
  '/generate-concept',
  '/generate-concept/menu',
  '/generate-concept/message',
  '/mypage',
  '/mypage/plug',
  '/mypage/users',
];

function routeNameAt(path: string, edition: 'standard' | 'china' = 'standard'): string | undefined {
  const objects = routesFor(edition).map((entry) => ({ path: entry.path, id: entry.name }));
  return matchRoutes(objects, path)?.at(-1)?.route.id;
}

describe('the route table', () => {
  it.each(sectionTwoPaths)('has a route of its own for %s', (path) => {
    const name = routeNameAt(path);
    expect(name).toBeDefined();
    expect(name).not.toBe('NotFound');
  });

  it('sends any other path to not-found', () => {
    expect(routeNameAt('/no/such/page')).toBe('NotFound');
    expect(routeNameAt('/mypage/unknown')).toBe('NotFound');
  });

  it.each([
    ['Login', '/login'],
    ['Home', '/home'],
    ['Plug', '/mypage/plug'],
    ['Users', '/mypage/users'],
    ['MypageIndex', '/mypage'],
    ['PlanRenew', '/register/plan_renew'],
    ['Results', '/project-create/results'],
  ] as [RouteName, string][])('names %s at %s', (name, path) => {
    expect(routeNamed(name).path).toBe(path);
    expect(routeNameAt(path)).toBe(name);
  });

  it('gives every route a unique name and a non-empty title in every language', () => {
    const names = routeTable.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const language of languages) {
      const t = i18n.getFixedT(language);
      for (const entry of routeTable) {
        const title = t(entry.titleKey);
        expect(title, `${entry.name} in ${language}`).not.toBe(entry.titleKey);
        expect(title.length).toBeGreaterThan(0);
      }
    }
  });

  it('records the auth need of the dashboards by role (section 6)', () => {
    expect(routeNamed('Plug').auth).toEqual({ kind: 'roles', roles: [2] });
    expect(routeNamed('MypageIndex').auth).toEqual({ kind: 'roles', roles: [1] });
    expect(routeNamed('Users').auth).toEqual({ kind: 'roles', roles: [0] });
    expect(routeNamed('Login').auth).toEqual({ kind: 'public' });
    expect(routeNamed('Home').auth).toEqual({ kind: 'loggedIn' });
  });

  it('records the service gate of each service route (section 6)', () => {
    expect(routeNamed('EvaluateShelve').gate).toBe('shelf');
    expect(routeNamed('ChatGptMenu').gate).toBe('namingCopy');
    expect(routeNamed('CreativePackageCreate').gate).toBe('designGeneration');
    expect(routeNamed('KeyVisualMessage').gate).toBe('keyVisual');
    expect(routeNamed('ConceptMessage').gate).toBe('concept');
    expect(routeNamed('AnalysisResults').gate).toBe('analysisReport');
    expect(routeNamed('GenerateLogoCreate').gate).toBe('logo');
  });

  it('marks only the screens of this version as built', () => {
    const built = routeTable.filter((entry) => entry.built).map((entry) => entry.name);
    expect(built.sort()).toEqual(
      [
        'ChinaHome', 'Home', 'Login', 'MailSend', 'MypageIndex', 'NotFound', 'PasswordComplete', 'PasswordNew',
        'PasswordReset', 'PasswordResetSend', 'PlanComplete', 'PlanConfirm', 'PlanRenew', 'PlanSelect', 'Plug', 'PreRegister', 'Register', 'RegisterComplete',
        'RegisterConfirm', 'Terms', 'TrialRegister', 'UpdateInformation', 'Users',
        'TypeProject', 'OldProjectList', 'ProjectCreate', 'SelectMenu', 'SelectSegment', 'SelectImage', 'SelectProductCopy', 'SelectCategory', 'SelectScore', 'InputConcept', 'ProjectConfirm', 'Results', 'AnalysisResults',
        'EvaluateShelve', 'ShelfOldProject', 'ShelfIndex', 'ShelfSelectSegment', 'ShelfSelectImage', 'ShelfConfirm', 'ShelfResult',
        'ChatGpt', 'ChatGptMenu', 'ChatGptInformation', 'GenerateConcept', 'ConceptMenu', 'ConceptMessage',
        'CreativePackage', 'CreativePackageCreate',
        'GenerateKeyVisual', 'KeyVisualSelectMenu', 'KeyVisualMessage',
        'GenerateLogo', 'GenerateLogoCreate',
      ].sort(),
    );
  });

  it('roots the China edition at its own home page and the standard edition at a forward', () => {
    expect(routeNameAt('/', 'china')).toBe('ChinaHome');
    expect(routeNameAt('/', 'standard')).toBe('Root');
    expect(routeNamed('ChinaHome').ownTitle).toBe(true);
  });
});

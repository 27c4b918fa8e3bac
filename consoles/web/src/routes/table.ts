import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { generatePath } from 'react-router';
import { roles, type RoleLevel } from '@packlens/contracts';
import type { Edition } from '../config/edition';
import type { Messages } from '../i18n/messages/ja';
import type { ServiceId } from '../services/gates';

/** Every route has a name; its title lives under `routes.<name>` in every language. */
export type RouteName = keyof Messages['routes'];
export type TitleKey = `routes.${RouteName}`;

export type AuthNeed =
  | { kind: 'public' }
  | { kind: 'loggedIn' }
  | { kind: 'roles'; roles: readonly RoleLevel[] };

export interface ScreenProps {
  route: RouteEntry;
}
export type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

export interface RouteEntry {
  name: RouteName;
  path: string;
  titleKey: TitleKey;
  auth: AuthNeed;
  /** The service a user must be allowed to use (section 6); denied users are sent to the gate's fallback. */
  gate?: ServiceId;
  screen: Screen;
  /** False while the screen belongs to later work and shows the 'not available yet' page. */
  built: boolean;
  /** Present only in this edition. */
  edition?: Edition;
  /** The document title is the route's own title, without the product title (China edition home). */
  ownTitle?: boolean;
  /** A logged-in visitor goes to their landing page instead (the login page). */
  leaveWhenLoggedIn?: boolean;
  /** Register steps reached with a `user` query parameter; without it they go to Login (section 2). */
  needsUserParam?: boolean;
  /** Trial users are sent to update-information unless a `user` parameter is given (section 2). */
  trialMustUpdateInformation?: boolean;
  /** A route that only forwards, by login state (the standard edition root). */
  forward?: (loggedIn: boolean) => RouteName;
}

const publicAccess: AuthNeed = { kind: 'public' };
const loggedIn: AuthNeed = { kind: 'loggedIn' };
const only = (...levels: RoleLevel[]): AuthNeed => ({ kind: 'roles', roles: levels });

const notYetAvailable: Screen = lazy(() => import('../screens/NotYetAvailableScreen'));

type RouteOptions = Partial<Omit<RouteEntry, 'name' | 'path' | 'titleKey' | 'auth' | 'built'>>;

function route(name: RouteName, path: string, auth: AuthNeed, options: RouteOptions = {}): RouteEntry {
  return { name, path, titleKey: `routes.${name}`, auth, built: options.screen !== undefined, screen: notYetAvailable, ...options };
}

/**
 * The one route table (section 2). Guards, header and page titles all read it. Section 2 lists the shelf,
 * key-visual and concept steps as bare segments (/select-segment, /message, ...); they are nested under
 * their service here, since /message and /menu would otherwise belong to two services at once.
 */
export const routeTable: readonly RouteEntry[] = [
  route('Root', '/', publicAccess, { edition: 'standard', forward: (isLoggedIn) => (isLoggedIn ? 'Home' : 'Login') }),
  route('ChinaHome', '/', publicAccess, {
    edition: 'china',
    ownTitle: true,
    screen: lazy(() => import('../screens/ChinaHomeScreen')),
  }),
  route('Login', '/login', publicAccess, { leaveWhenLoggedIn: true, screen: lazy(() => import('../screens/LoginScreen')) }),

  // Registration and password reset (public).
  route('TrialRegister', '/register/trial_register', publicAccess, { screen: lazy(() => import('../screens/register/TrialRegisterScreen')) }),
  route('PreRegister', '/register/pre_register', publicAccess, { screen: lazy(() => import('../screens/register/PreRegisterScreen')) }),
  route('MailSend', '/register/mail_send', publicAccess, { screen: lazy(() => import('../screens/register/MailSendScreen')) }),
  route('PlanSelect', '/register/plan_select', publicAccess, {
    needsUserParam: true,
    screen: lazy(() => import('../screens/register/PlanSelectScreen')),
  }),
  route('RegisterConfirm', '/register/confirm', publicAccess, {
    needsUserParam: true,
    screen: lazy(() => import('../screens/register/RegisterConfirmScreen')),
  }),
  route('RegisterComplete', '/register/complete', publicAccess, {
    needsUserParam: true,
    screen: lazy(() => import('../screens/register/RegisterCompleteScreen')),
  }),
  route('PasswordReset', '/register/password_reset', publicAccess, { screen: lazy(() => import('../screens/register/PasswordResetScreen')) }),
  route('PasswordResetSend', '/register/password_reset_send', publicAccess, {
    screen: lazy(() => import('../screens/register/PasswordResetSendScreen')),
  }),
  route('PasswordNew', '/register/password_new/:token', publicAccess, { screen: lazy(() => import('../screens/register/PasswordNewScreen')) }),
  route('PasswordComplete', '/register/password_complete', publicAccess, {
    screen: lazy(() => import('../screens/register/PasswordCompleteScreen')),
  }),
  route('Terms', '/terms', publicAccess, { screen: lazy(() => import('../screens/legal/TermsScreen')) }),
  route('Register', '/register/:token', publicAccess, { screen: lazy(() => import('../screens/register/RegisterScreen')) }),

  // Plan pages (logged in).
  route('PlanRenew', '/register/plan_renew', loggedIn, {
    trialMustUpdateInformation: true,
    screen: lazy(() => import('../screens/plans/PlanRenewScreen')),
  }),
  route('UpdateInformation', '/register/update_information', loggedIn, {
    screen: lazy(() => import('../screens/register/UpdateInformationScreen')),
  }),
  route('PlanConfirm', '/register/plan_confirm', loggedIn, {
    trialMustUpdateInformation: true,
    screen: lazy(() => import('../screens/plans/PlanConfirmScreen')),
  }),
  route('PlanComplete', '/register/plan_complete', loggedIn, {
    trialMustUpdateInformation: true,
    screen: lazy(() => import('../screens/plans/PlanCompleteScreen')),
  }),

  // Survey evaluation.
  route('TypeProject', '/type-project', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/TypeProjectScreen')) }),
  route('OldProjectList', '/project/old-project-list', loggedIn, { screen: lazy(() => import('../screens/projects/list/OldProjectListScreen')) }),
  route('ProjectCreate', '/project-create', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/ProjectCreateScreen')) }),
  route('SelectSegment', '/project-create/select_segment', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/steps/SelectSegmentScreen')) }),
  route('SelectMenu', '/project-create/select_menu', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/steps/SelectMenuScreen')) }),
  route('SelectImage', '/project-create/select_image', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/steps/SelectImageScreen')) }),
  route('SelectCategory', '/project-create/select_category', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/steps/SelectCategoryScreen')) }),
  route('SelectProductCopy', '/project-create/select_product_copy', loggedIn, {
    gate: 'survey',
    screen: lazy(() => import('../screens/projects/steps/SelectProductCopyScreen')),
  }),
  route('SelectScore', '/project-create/select_score', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/steps/SelectScoreScreen')) }),
  route('ProjectConfirm', '/project-create/confirm', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/steps/ConfirmScreen')) }),
  route('InputConcept', '/project-create/input_concept', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/steps/InputConceptScreen')) }),
  route('Results', '/project-create/results', loggedIn, { gate: 'survey', screen: lazy(() => import('../screens/projects/results/ResultsScreen')) }),
  route('AnalysisResults', '/project-create/analysis-results', loggedIn, { gate: 'analysisReport', screen: lazy(() => import('../screens/analysis/AnalysisResultsScreen')) }),

  route('Home', '/home', loggedIn, { screen: lazy(() => import('../screens/HomeScreen')) }),

  // Shelf evaluation.
  route('EvaluateShelve', '/evaluate-shelve', loggedIn, { gate: 'shelf', screen: lazy(() => import('../screens/shelf/EvaluateShelveScreen')) }),
  route('ShelfOldProject', '/evaluate-shelve/old-project', loggedIn, { gate: 'shelf', screen: lazy(() => import('../screens/shelf/ShelfOldProjectScreen')) }),
  route('ShelfIndex', '/evaluate-shelve/index', loggedIn, { gate: 'shelf', screen: lazy(() => import('../screens/shelf/ShelfIndexScreen')) }),
  route('ShelfSelectSegment', '/evaluate-shelve/select-segment', loggedIn, { gate: 'shelf', screen: lazy(() => import('../screens/shelf/ShelfSelectSegmentScreen')) }),
  route('ShelfSelectImage', '/evaluate-shelve/select-image', loggedIn, { gate: 'shelf', screen: lazy(() => import('../screens/shelf/ShelfSelectImageScreen')) }),
  route('ShelfConfirm', '/evaluate-shelve/confirm', loggedIn, { gate: 'shelf', screen: lazy(() => import('../screens/shelf/ShelfConfirmScreen')) }),
  route('ShelfResult', '/evaluate-shelve/result', loggedIn, { gate: 'shelf', screen: lazy(() => import('../screens/shelf/ShelfResultScreen')) }),

  // Naming and catch-phrase.
  route('ChatGpt', '/chat-gpt', loggedIn, { gate: 'namingCopy', screen: lazy(() => import('../screens/naming/ChatGptScreen')) }),
  route('ChatGptMenu', '/chat-gpt/menu', loggedIn, { gate: 'namingCopy', screen: lazy(() => import('../screens/naming/ChatGptMenuScreen')) }),
  route('ChatGptInformation', '/chat-gpt/information', loggedIn, { gate: 'namingCopy', screen: lazy(() => import('../screens/naming/ChatGptInformationScreen')) }),

  // Design generation.
  route('CreativePackage', '/creative-package', loggedIn, { gate: 'designGeneration', screen: lazy(() => import('../screens/creativePackage/CreativePackageScreen')) }),
  route('CreativePackageCreate', '/creative-package/create', loggedIn, { gate: 'designGeneration', screen: lazy(() => import('../screens/creativePackage/CreativePackageCreateScreen')) }),

  // Logo creation (project type 3): section 2 lists no route for it; its screens follow design generation's.
  route('GenerateLogo', '/generate-logo', loggedIn, { gate: 'logo', screen: lazy(() => import('../screens/logo/LogoScreen')) }),
  route('GenerateLogoCreate', '/generate-logo/create', loggedIn, { gate: 'logo', screen: lazy(() => import('../screens/logo/LogoCreateScreen')) }),

  // Key visual.
  route('GenerateKeyVisual', '/generate-key-visual', loggedIn, { gate: 'keyVisual', screen: lazy(() => import('../screens/keyVisual/KeyVisualScreen')) }),
  route('KeyVisualSelectMenu', '/generate-key-visual/select-menu', loggedIn, { gate: 'keyVisual', screen: lazy(() => import('../screens/keyVisual/KeyVisualMenuScreen')) }),
  route('KeyVisualMessage', '/generate-key-visual/message', loggedIn, { gate: 'keyVisual', screen: lazy(() => import('../screens/keyVisual/KeyVisualMessageScreen')) }),

  // Concept generation.
  route('GenerateConcept', '/generate-concept', loggedIn, { gate: 'concept', screen: lazy(() => import('../screens/concepts/GenerateConceptScreen')) }),
  route('ConceptMenu', '/generate-concept/menu', loggedIn, { gate: 'concept', screen: lazy(() => import('../screens/concepts/ConceptMenuScreen')) }),
  route('ConceptMessage', '/generate-concept/message', loggedIn, { gate: 'concept', screen: lazy(() => import('../screens/concepts/ConceptMessageScreen')) }),

  // Dashboards (section 2 and 6).
  route('MypageIndex', '/mypage', only(roles.admin), { screen: lazy(() => import('../screens/dashboards/MypageDashboard')) }),
  route('Plug', '/mypage/plug', only(roles.superAdmin), { screen: lazy(() => import('../screens/dashboards/PlugDashboard')) }),
  route('Users', '/mypage/users', only(roles.user), { screen: lazy(() => import('../screens/dashboards/UsersDashboard')) }),

  route('NotFound', '*', publicAccess, { screen: lazy(() => import('../screens/NotFoundScreen')) }),
];

/** The routes of one edition. */
export function routesFor(edition: Edition): RouteEntry[] {
  return routeTable.filter((entry) => entry.edition === undefined || entry.edition === edition);
}

export function routeNamed(name: RouteName): RouteEntry {
  const entry = routeTable.find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No route named ${name}`);
  return entry;
}

/** The URL of a named route, with its parameters filled in. */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  return generatePath(routeNamed(name).path, params);
}

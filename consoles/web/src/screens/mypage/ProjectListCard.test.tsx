import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clientAdmin, json, makeUser, problem, renderApp } from '../../../test/fixtures';
import { changeLanguage } from '../../i18n/i18n';
import { projectDetail, stubProjectsApi, type ApiCall } from '../projects/testing';
import { reportTypesOf } from './ProjectReports';

const { images: _images, standard_value: _sv, concept: _c, concept_skipped: _cs, calculation: _calc, missing_steps: _ms, ...summary } = projectDetail();
const row = (overrides: Partial<typeof summary>) => ({ ...summary, ...overrides });

const surveyId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const shelfId = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const draftId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const oldId = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';

const rows = [
  row({ id: surveyId, name: '春のスナック', status: 'SUCCESS', days_left: 25, menus: ['preference_score', 'heatmap', 'image_word', 'image_word_scatter'], segment_ids: [1], image_count: 2 }),
  row({ id: shelfId, name: '飲料棚', type: 4, status: 'SUCCESS', days_left: 20, menus: ['shelf_heatmap'], segment_ids: [1], image_count: 1 }),
  row({ id: draftId, name: '下書き', status: 'DRAFT', days_left: 30, menus: ['preference_score'], segment_ids: [] }),
  row({ id: oldId, name: '去年の棚', type: 4, status: 'SUCCESS', days_left: 0, expired: true, menus: ['shelf_heatmap'] }),
];

function listApi(user = clientAdmin(), extra: Record<string, (call: ApiCall) => Response> = {}): ApiCall[] {
  return stubProjectsApi(
    {
      'GET /api/projects/': () => json(200, { rows, total: 14, page: 1, page_size: 10 }),
      'GET /api/login_history/': () => json(200, { rows: [], total: 0, page: 1, page_size: 10 }),
      ...extra,
    },
    user,
  );
}

const lineOf = (id: string) => screen.getAllByTestId('my-project-row').find((line) => line.getAttribute('data-id') === id)!;

describe('My page’s project list (section 2: project list with downloads)', () => {
  it('lists the newest projects with type, status, created date and days left, each opening where it stands', async () => {
    const calls = listApi();
    renderApp('/mypage');
    const card = await screen.findByTestId('my-projects');
    const lines = await within(card).findAllByTestId('my-project-row');
    expect(lines.map((line) => line.getAttribute('data-id'))).toEqual([surveyId, shelfId, draftId, oldId]);
    expect(lines.map((line) => within(line).getByTestId('project-status').textContent)).toEqual(['完了', '完了', '未計算', '完了']);
    expect(lines.map((line) => within(line).getByTestId('project-days-left').textContent)).toEqual(['25日', '20日', '30日', '期限切れ']);
    expect(lines[1].textContent).toContain('棚ヒートマップ評価');
    expect(within(lines[0]).getByTestId('my-project-open').getAttribute('href')).toBe(`/project-create/results?project=${surveyId}`);
    expect(within(lines[1]).getByTestId('my-project-open').getAttribute('href')).toBe(`/evaluate-shelve?project=${shelfId}`);
    expect(within(lines[2]).getByTestId('my-project-open').getAttribute('href')).toBe(`/project-create/select_segment?project=${draftId}`);
    expect(within(card).getByTestId('my-projects-all').getAttribute('href')).toBe('/project/old-project-list');
    expect(within(card).getByTestId('my-projects-more').textContent).toBe('新しい4件を表示しています（全14件）。');
    expect(calls.find((c) => c.url.pathname === '/api/projects/')?.url.search).toBe('?tab=all&page=1&page_size=10');
  });

  it('offers downloads for calculated, valid projects only: the summary and one per ordered menu, shelve for a shelf', async () => {
    listApi();
    renderApp('/mypage');
    await screen.findAllByTestId('my-project-row');
    expect(within(lineOf(draftId)).queryByTestId('project-reports')).toBeNull();
    expect(within(lineOf(oldId)).queryByTestId('project-reports')).toBeNull();

    await userEvent.click(within(lineOf(surveyId)).getByTestId('project-reports'));
    expect(screen.getAllByRole('menuitem').map((item) => [item.getAttribute('data-testid'), item.textContent])).toEqual([
      ['project-report-over_all', '総合レポート'],
      ['project-report-heatmap', 'ヒートマップ結果'],
      ['project-report-image_word_line', 'イメージワード結果'],
    ]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(lineOf(shelfId)).getByTestId('project-reports'));
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('data-testid'))).toEqual(['project-report-shelve']);
  });

  it('downloads the chosen report under the server’s file name, and shows a refusal beside the button', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const calls = listApi(clientAdmin(), {
      [`POST /api/projects/${surveyId}/reports`]: () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="spring_over_all.pdf"' } }),
      [`POST /api/projects/${shelfId}/reports`]: () => problem(409, 'HEATMAP_REQUIRED_FIRST', '先にヒートマップを計算してください。'),
    });
    renderApp('/mypage');
    await screen.findAllByTestId('my-project-row');

    await userEvent.click(within(lineOf(surveyId)).getByTestId('project-reports'));
    await userEvent.click(screen.getByTestId('project-report-over_all'));
    await waitFor(() => expect(clicks).toEqual(['spring_over_all.pdf']));
    const order = calls.find((c) => c.method === 'POST' && c.url.pathname === `/api/projects/${surveyId}/reports`)!;
    expect(order.body).toEqual({ type: 'over_all', language: 'ja' });
    expect(order.headers.get('Accept')).toBe('application/pdf');

    await userEvent.click(within(lineOf(shelfId)).getByTestId('project-reports'));
    await userEvent.click(screen.getByTestId('project-report-shelve'));
    expect((await within(lineOf(shelfId)).findByTestId('project-report-error')).textContent).toBe('先にヒートマップを計算してください。');
  });

  it('is on the user’s My page too, in English', async () => {
    await changeLanguage('en');
    listApi(makeUser());
    renderApp('/mypage/users');
    const card = await screen.findByTestId('my-projects');
    expect(card.textContent).toContain('Projects');
    expect(await within(card).findAllByTestId('my-project-row')).toHaveLength(4);
    await userEvent.click(within(lineOf(surveyId)).getByTestId('project-reports'));
    expect(screen.getByTestId('project-report-over_all').textContent).toBe('Summary report');
  });

  it('says when there are no projects yet', async () => {
    stubProjectsApi({ 'GET /api/projects/': () => json(200, { rows: [], total: 0, page: 1, page_size: 10 }) }, clientAdmin());
    renderApp('/mypage');
    expect((await screen.findByTestId('my-projects-empty')).textContent).toBe('プロジェクトはまだありません。');
  });
});

describe('the reports a project offers', () => {
  it('leaves out the scatter (it needs two words chosen on the results page)', () => {
    expect(reportTypesOf(row({ status: 'SUCCESS', menus: ['preference_score', 'image_word_scatter', 'preference_variance', 'concept_matching'] }))).toEqual([
      'over_all',
      'variance',
      'concept_matching',
    ]);
    expect(reportTypesOf(row({ status: 'FAILURE' }))).toEqual([]);
    expect(reportTypesOf(row({ status: 'SUCCESS', type: 5 }))).toEqual([]);
  });
});

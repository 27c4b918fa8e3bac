import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../../test/fixtures';
import { openPathOf } from '../kinds';
import { projectDetail, projectId, stubProjectsApi, type ApiCall } from '../testing';

const { images: _images, standard_value: _sv, concept: _c, concept_skipped: _cs, calculation: _calc, missing_steps: _ms, ...summary } = projectDetail();
const row = (overrides: Partial<typeof summary>) => ({ ...summary, ...overrides });

const rows = [
  row({ id: projectId, name: '計算済み', status: 'SUCCESS', days_left: 12, menus: ['preference_score'], segment_ids: [1], image_count: 2 }),
  row({ id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee', name: '下書き', status: 'DRAFT', days_left: 30, menus: ['preference_score'], segment_ids: [] }),
  row({ id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', name: '古い', status: 'FAILURE', days_left: 0, expired: true }),
];

function listApi(): ApiCall[] {
  return stubProjectsApi({
    'GET /api/projects/': (call) => {
      const tab = call.url.searchParams.get('tab');
      const shown = tab === 'shelf' ? [] : rows;
      return json(200, { rows: shown, total: shown.length, page: Number(call.url.searchParams.get('page')), page_size: Number(call.url.searchParams.get('page_size')) });
    },
  });
}

describe('previous projects (/project/old-project-list)', () => {
  it('lists the projects with their status, days left (or expired) and where each opens', async () => {
    const calls = listApi();
    renderApp('/project/old-project-list');
    const lines = await screen.findAllByTestId('old-project-row');
    expect(lines.map((line) => within(line).getByTestId('project-status').textContent)).toEqual(['完了', '未計算', '失敗']);
    expect(lines.map((line) => within(line).getByTestId('project-days-left').textContent)).toEqual(['12日', '30日', '期限切れ']);
    expect(within(lines[0]).getByTestId('project-open').getAttribute('href')).toBe(`/project-create/results?project=${projectId}`);
    expect(within(lines[1]).getByTestId('project-open').getAttribute('href')).toBe('/project-create/select_segment?project=eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee');
    expect(calls.find((c) => c.url.pathname === '/api/projects/')?.url.search).toBe('?tab=all&page=1&page_size=10');
  });

  it('reads each tab of section 2 and pages by 10, 25, 50 or 100', async () => {
    const calls = listApi();
    renderApp('/project/old-project-list');
    await screen.findAllByTestId('old-project-row');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['すべて', '評価', '棚', '生成', 'ロゴ', 'ネーミング・コピー']);
    await userEvent.click(screen.getByTestId('old-projects-tab-shelf'));
    expect(await screen.findByTestId('old-projects-empty')).toBeDefined();
    expect(calls.at(-1)?.url.searchParams.get('tab')).toBe('shelf');

    await userEvent.click(screen.getByTestId('old-projects-tab-evaluation'));
    await screen.findAllByTestId('old-project-row');
    await userEvent.click(screen.getByRole('combobox', { name: /表示件数/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(calls.at(-1)?.url.search).toBe('?tab=evaluation&page=1&page_size=50'));
  });

  it('opens a shelf project in the shelf service', () => {
    expect(openPathOf(row({ type: 4 }))).toBe(`/evaluate-shelve?project=${projectId}`);
  });

  it('opens a naming project on its answers (/chat-gpt/information), a concept project and a key visual on their message step', async () => {
    const naming = row({ id: 'abababab-abab-4bab-8bab-abababababab', name: 'ジュースの名前', type: 5, status: 'SUCCESS' });
    const concept = row({ id: 'cdcdcdcd-cdcd-4dcd-8dcd-cdcdcdcdcdcd', name: '朝食のコンセプト', type: 8 });
    const keyVisual = row({ id: 'efefefef-efef-4fef-8fef-efefefefefef', name: 'キービジュアル', type: 7 });
    stubProjectsApi({ 'GET /api/projects/': () => json(200, { rows: [naming, concept, keyVisual], total: 3, page: 1, page_size: 10 }) });
    const { router } = renderApp('/project/old-project-list?tab=all');
    const lines = await screen.findAllByTestId('old-project-row');
    expect(within(lines[1]).getByTestId('project-open').getAttribute('href')).toBe(`/generate-concept/message?project=${concept.id}`);
    expect(within(lines[2]).getByTestId('project-open').getAttribute('href')).toBe(`/generate-key-visual/message?project=${keyVisual.id}`);
    await userEvent.click(within(lines[0]).getByTestId('project-open'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-gpt/information'));
    expect(router.state.location.search).toBe(`?project=${naming.id}`);
  });
});

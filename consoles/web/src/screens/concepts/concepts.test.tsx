import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/fixtures';
import { brief, callsTo, jobId, stubTextApi, textProject, textProjectId, textTurn } from '../textProjects/testing';

const evaluationId = '88888888-8888-4888-8888-888888888888';

const conceptBrief = brief({ service: 'concepts', concept_type: 'NEEDS', count: 2, max_chars: null, model_code: 'claude_4_5_sonnet', product: '高たんぱくグラノーラ', category_id: 4 });
const concepts = [
  { title: 'どこでも持ち歩けるグラノーラ', insight: '外で食べられる朝食が少ない。', benefit: 'どこでも手軽に栄養がとれる。', reason_to_believe: '再封できる小袋。' },
  { title: '安心して選べるグラノーラ', insight: '中身を知ってから選びたい。', benefit: '原材料がひと目で分かる。', reason_to_believe: '産地を表示。' },
];

describe('concept home (/generate-concept)', () => {
  it('registers a concept project (type 8) and lists the generation tab’s projects', async () => {
    const api = stubTextApi(textProject({ type: 8 }), {
      'POST /api/text_projects/': () => json(201, textProject({ type: 8 })),
      'GET /api/projects/': () => json(200, { rows: [], total: 0, page: 1, page_size: 10 }),
    });
    const { router } = renderApp('/generate-concept');
    await userEvent.type(await screen.findByRole('textbox', { name: /プロジェクト名/ }), '朝食のコンセプト');
    await userEvent.click(screen.getByTestId('concept-register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate-concept/menu'));
    expect(callsTo(api.calls, 'POST', '/api/text_projects/')[0].body).toEqual({ name: '朝食のコンセプト', department: '', type: 8 });
    expect(api.calls.find((c) => c.url.pathname === '/api/projects/')?.url.searchParams.get('tab')).toBe('generation');
  });
});

describe('concept menu (/generate-concept/menu)', () => {
  it('asks for a concept type, then saves the menu as the brief and goes to the message', async () => {
    const api = stubTextApi(textProject({ type: 8 }));
    const { router } = renderApp(`/generate-concept/menu?project=${textProjectId}`);
    expect((await screen.findByTestId('concept-type-NEW_USAGE')).textContent).toContain('新しい使い方');
    await userEvent.type(screen.getByRole('textbox', { name: /商品名/ }), '高たんぱくグラノーラ');
    await userEvent.selectOptions(document.querySelector<HTMLSelectElement>('select[name=category_id]')!, '4');
    await userEvent.click(screen.getByTestId('step-next'));
    expect(screen.getByTestId('concept-type-error').textContent).toBe('この項目は必須です。');
    expect(callsTo(api.calls, 'PUT', `/api/text_projects/${textProjectId}/brief`)).toHaveLength(0);

    await userEvent.click(within(screen.getByTestId('concept-type-NEEDS')).getByRole('radio'));
    await userEvent.selectOptions(document.querySelector<HTMLSelectElement>('select[name=count]')!, '2');
    await userEvent.click(within(await screen.findByTestId('text-model-claude_4_5_sonnet')).getByRole('radio'));
    await userEvent.click(screen.getByTestId('step-next'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/generate-concept/message'));
    expect(callsTo(api.calls, 'PUT', `/api/text_projects/${textProjectId}/brief`)[0].body).toMatchObject({
      service: 'concepts',
      concept_type: 'NEEDS',
      count: 2,
      model_code: 'claude_4_5_sonnet',
      product: '高たんぱくグラノーラ',
      category_id: 4,
      max_chars: null,
    });
  });
});

describe('concept message (/generate-concept/message)', () => {
  it('sends the message with the brief, asks for concepts and shows them as cards', async () => {
    const api = stubTextApi(textProject({ type: 8, brief: conceptBrief, demo_notice: 'デモ生成器の回答です。' }));
    renderApp(`/generate-concept/message?project=${textProjectId}`);
    expect((await screen.findByTestId('demo-notice')).textContent).toContain('デモ生成器の回答です。');
    expect(screen.getByTestId('concept-brief-type').textContent).toBe('ニーズ');
    await userEvent.type(screen.getByRole('textbox', { name: 'メッセージ' }), '忙しい朝の安心感');
    await userEvent.click(screen.getByTestId('concept-generate'));

    await screen.findByTestId('answer-running');
    expect(callsTo(api.calls, 'PUT', `/api/text_projects/${textProjectId}/brief`)[0].body).toMatchObject({ service: 'concepts', concept_type: 'NEEDS', message: '忙しい朝の安心感' });
    expect(callsTo(api.calls, 'POST', `/api/text_projects/${textProjectId}/turns`)[0].body).toEqual({ instruction: '' });

    api.stream.push('text', { text: '{"concepts":[' });
    api.finish(textTurn({ concepts, items: [] }));
    const cards = await screen.findAllByTestId('concept-card');
    expect(cards.map((card) => within(card).getByTestId('concept-title').textContent)).toEqual(['どこでも持ち歩けるグラノーラ', '安心して選べるグラノーラ']);
    expect(within(cards[1]).getByTestId('concept-reason').textContent).toBe('産地を表示。');
    expect(screen.getByTestId('concept-generate').textContent).toBe('もう一度生成する');
  });

  it('starts a package evaluation from a concept and goes to its next step', async () => {
    const api = stubTextApi(textProject({ type: 8, brief: conceptBrief, turns: [textTurn({ concepts, items: [] })] }), {
      [`POST /api/text_projects/${textProjectId}/concepts/1/evaluation`]: () => json(201, { project_id: evaluationId }),
    });
    const { router } = renderApp(`/generate-concept/message?project=${textProjectId}`);
    const cards = await screen.findAllByTestId('concept-card');
    await userEvent.click(within(cards[1]).getByTestId('concept-evaluate'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/project-create/select_segment'));
    expect(router.state.location.search).toBe(`?project=${evaluationId}`);
    const call = callsTo(api.calls, 'POST', `/api/text_projects/${textProjectId}/concepts/1/evaluation`)[0];
    expect(call.url.searchParams.get('job_id')).toBe(jobId);
  });

  it('sends a project without a brief to the menu', async () => {
    stubTextApi(textProject({ type: 8 }));
    const { router } = renderApp(`/generate-concept/message?project=${textProjectId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/generate-concept/menu'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, problem, renderApp } from '../../../test/fixtures';
import { brief, callsTo, jobId, stubTextApi, textPanel, textProject, textProjectId, textTurn } from '../textProjects/testing';

const informationPath = (search = '') => `/chat-gpt/information?project=${textProjectId}${search}`;
const catchPhrasesOf = (count: number) => `&service=catch_phrases&count=${count}&model=gpt_4o`;
const helperOf = (name: string) => {
  const input = document.querySelector<HTMLElement>(`[name="${name}"]`)!;
  return document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
};
const itemTexts = () => screen.queryAllByTestId('answer-item-text').map((item) => item.textContent);

describe('naming and catch-phrase home (/chat-gpt)', () => {
  it('registers a naming project (type 5) and goes to its menu', async () => {
    const api = stubTextApi(textProject(), { 'POST /api/text_projects/': () => json(201, textProject()), 'GET /api/projects/': () => json(200, { rows: [], total: 0, page: 1, page_size: 10 }) });
    const { router } = renderApp('/chat-gpt');
    expect((await screen.findByTestId('naming-how')).textContent).toContain('30、50、または100案');
    await userEvent.type(screen.getByRole('textbox', { name: /プロジェクト名/ }), '春のジュース');
    await userEvent.type(screen.getByRole('textbox', { name: /部署名/ }), '企画部');
    await userEvent.click(screen.getByTestId('naming-register-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-gpt/menu'));
    expect(router.state.location.search).toBe(`?project=${textProjectId}`);
    expect(callsTo(api.calls, 'POST', '/api/text_projects/')[0].body).toEqual({ name: '春のジュース', department: '企画部', type: 5 });
    expect(api.calls.find((c) => c.url.pathname === '/api/projects/')?.url.searchParams.get('tab')).toBe('naming_copy');
  });

  it('reopens a project on its step: the answers once it has a brief, else the menu', async () => {
    stubTextApi(textProject({ brief: brief() }));
    const { router } = renderApp(`/chat-gpt?project=${textProjectId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-gpt/information'));
  });
});

describe('naming menu (/chat-gpt/menu)', () => {
  it('offers 10, 20 or 30 catch-phrases, marks the models answered by the demo generator and carries the choice on', async () => {
    stubTextApi(textProject());
    const { router } = renderApp(`/chat-gpt/menu?project=${textProjectId}`);
    expect(await screen.findByTestId('text-model-gpt_4o-demo')).toBeDefined();
    expect(screen.queryByTestId('text-model-claude_4_5_sonnet-demo')).toBeNull();
    expect(screen.getByTestId('naming-count-30')).toBeDefined();

    await userEvent.click(within(screen.getByTestId('naming-service-catch_phrases')).getByRole('radio'));
    expect(screen.getAllByTestId(/^naming-count-/).map((option) => option.textContent)).toEqual(['10案', '20案', '30案']);
    await userEvent.click(within(screen.getByTestId('naming-count-20')).getByRole('radio'));
    await userEvent.click(within(screen.getByTestId('text-model-claude_4_5_sonnet')).getByRole('radio'));
    await userEvent.click(screen.getByTestId('step-next'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-gpt/information'));
    expect(router.state.location.search).toBe(`?project=${textProjectId}&service=catch_phrases&count=20&model=claude_4_5_sonnet`);
  });

  it('sends a project without a menu choice from the information step to the menu', async () => {
    stubTextApi(textProject());
    const { router } = renderApp(informationPath());
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat-gpt/menu'));
  });
});

describe('the information form (/chat-gpt/information)', () => {
  it('refuses 30 catch-phrases of 101 characters before sending (count × maximum within 3,000)', async () => {
    const api = stubTextApi(textProject());
    renderApp(informationPath(catchPhrasesOf(30)));
    await userEvent.type(await screen.findByRole('textbox', { name: /商品名/ }), '朝のオレンジジュース');
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name=max_chars]')!, '101');
    const tooLong = 'キャッチコピーの文字数が上限を超えています（本数×最大文字数は3,000文字まで）。';
    expect(screen.getByTestId('catch-budget').textContent).toBe(tooLong);
    await userEvent.click(screen.getByTestId('brief-submit'));
    expect(helperOf('max_chars')).toBe(tooLong);
    expect(callsTo(api.calls, 'PUT', `/api/text_projects/${textProjectId}/brief`)).toHaveLength(0);

    await userEvent.clear(document.querySelector<HTMLInputElement>('input[name=max_chars]')!);
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name=max_chars]')!, '100');
    expect(screen.getByTestId('catch-budget').textContent).toBe('30案 × 100文字 = 3,000文字（上限 3,000文字）');
    expect(screen.getByTestId('catch-budget').getAttribute('data-within')).toBe('true');
  });

  it('shows the server’s field error at its field', async () => {
    stubTextApi(textProject(), {
      [`PUT /api/text_projects/${textProjectId}/brief`]: () =>
        problem(400, 'VALIDATION_FAILED', '入力内容を確認してください。', [{ field: 'target', code: 'TEXT_TOO_LONG', message: '100文字以内で入力してください。' }]),
    });
    renderApp(informationPath(catchPhrasesOf(10)));
    await userEvent.type(await screen.findByRole('textbox', { name: /商品名/ }), '朝のオレンジジュース');
    await userEvent.selectOptions(document.querySelector<HTMLSelectElement>('select[name=category_id]')!, '2');
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name=max_chars]')!, '20');
    await userEvent.click(screen.getByTestId('brief-submit'));
    await waitFor(() => expect(helperOf('target')).toBe('100文字以内で入力してください。'));
  });

  it('makes the user choose the category: none is chosen for them (issue 19, item 3)', async () => {
    const api = stubTextApi(textProject());
    renderApp(informationPath(catchPhrasesOf(10)));
    await userEvent.type(await screen.findByRole('textbox', { name: /商品名/ }), '朝のオレンジジュース');
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name=max_chars]')!, '20');
    expect(document.querySelector<HTMLSelectElement>('select[name=category_id]')!.value).toBe('');
    await userEvent.click(screen.getByTestId('brief-submit'));
    await waitFor(() => expect(helperOf('category_id')).toBe('この項目は必須です。'));
    expect(callsTo(api.calls, 'PUT', `/api/text_projects/${textProjectId}/brief`)).toHaveLength(0);
  });

  it('saves the brief, asks for the first answer and shows its items one by one as they stream in', async () => {
    const api = stubTextApi(textProject({ demo_notice: 'デモ生成器の回答です。' }));
    renderApp(informationPath(catchPhrasesOf(10)));
    expect((await screen.findByTestId('demo-notice')).textContent).toContain('デモ生成器の回答です。');
    await userEvent.type(screen.getByRole('textbox', { name: /商品名/ }), '朝のオレンジジュース');
    await userEvent.selectOptions(document.querySelector<HTMLSelectElement>('select[name=category_id]')!, '2');
    await userEvent.type(screen.getByRole('textbox', { name: /特徴/ }), '果汁100%{Enter}無添加');
    await userEvent.selectOptions(document.querySelector<HTMLSelectElement>('select[name=language]')!, 'en');
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name=max_chars]')!, '20');
    await userEvent.click(screen.getByTestId('brief-submit'));

    await screen.findByTestId('answer-running');
    expect(callsTo(api.calls, 'PUT', `/api/text_projects/${textProjectId}/brief`)[0].body).toMatchObject({
      service: 'catch_phrases',
      count: 10,
      model_code: 'gpt_4o',
      language: 'en',
      product: '朝のオレンジジュース',
      category_id: 2,
      features: ['果汁100%', '無添加'],
      max_chars: 20,
    });
    expect(callsTo(api.calls, 'POST', `/api/text_projects/${textProjectId}/turns`)[0].body).toEqual({ instruction: '' });

    api.stream.push('text', { text: '1. Squeeze the morning\n' });
    api.stream.push('item', { index: 0, text: 'Squeeze the morning' });
    await waitFor(() => expect(itemTexts()).toEqual(['Squeeze the morning']));
    expect(screen.getByTestId('answer-turn').getAttribute('data-status')).toBe('running');
    // Split across chunks, as a network may deliver it.
    api.stream.write('event: item\ndata: {"index":1,');
    api.stream.write('"text":"Sunshine in a glass"}\n\n');
    await waitFor(() => expect(itemTexts()).toEqual(['Squeeze the morning', 'Sunshine in a glass']));
    expect(screen.getAllByTestId('answer-item-length').map((length) => length.textContent)).toEqual(['19文字', '19文字']);

    api.finish(textTurn({ items: ['Squeeze the morning', 'Sunshine in a glass', 'Orange, awake'] }));
    await waitFor(() => expect(screen.getByTestId('answer-turn').getAttribute('data-status')).toBe('completed'));
    expect(itemTexts()).toEqual(['Squeeze the morning', 'Sunshine in a glass', 'Orange, awake']);
    expect(screen.getByTestId('answer-demo')).toBeDefined();
    expect(screen.getByTestId('request-counter').textContent).toBe('依頼 1 / 20 回');
  });

  it('clears what was shown when a retry restarts the answer', async () => {
    const running = textTurn({ status: 'running', items: [], model: null });
    const api = stubTextApi(textProject({ brief: brief(), turns: [running] }));
    renderApp(informationPath());
    api.stream.push('item', { index: 0, text: '途中で消える案' });
    await waitFor(() => expect(itemTexts()).toEqual(['途中で消える案']));
    api.stream.push('restart', { attempt: 2 });
    await waitFor(() => expect(itemTexts()).toEqual([]));
    api.stream.push('item', { index: 0, text: 'やり直しの案' });
    await waitFor(() => expect(itemTexts()).toEqual(['やり直しの案']));
  });

  it('cancels a running answer through the cancel endpoint', async () => {
    const running = textTurn({ status: 'running', items: [], model: null });
    const cancelled = textTurn({ status: 'failed', items: [], error: { code: 'GENERATION_CANCELLED', message: '生成を中止しました。' } });
    const api = stubTextApi(textProject({ brief: brief(), turns: [running] }), {
      [`POST /api/generation/jobs/${jobId}/cancel`]: () => {
        api.state.project = { ...api.state.project, turns: [cancelled] };
        return json(202, cancelled);
      },
    });
    renderApp(informationPath());
    await userEvent.click(await screen.findByTestId('answer-cancel'));
    expect(callsTo(api.calls, 'POST', `/api/generation/jobs/${jobId}/cancel`)).toHaveLength(1);
    expect((await screen.findByTestId('answer-error')).textContent).toBe('生成を中止しました。');
  });

  it('shows a failed answer’s catalogue message', async () => {
    const failed = textTurn({ status: 'failed', items: [], error: { code: 'GENERATION_PROVIDER_BUSY', message: 'AIサービスが混み合っています。数分後にもう一度お試しください。' } });
    stubTextApi(textProject({ brief: brief(), turns: [failed] }));
    renderApp(informationPath());
    const error = await screen.findByTestId('answer-error');
    expect(error.textContent).toBe('AIサービスが混み合っています。数分後にもう一度お試しください。');
    expect(error.getAttribute('data-code')).toBe('GENERATION_PROVIDER_BUSY');
  });
});

describe('the conversation', () => {
  it('sends a quick refinement’s instruction in the interface language', async () => {
    const api = stubTextApi(textProject({ brief: brief(), turns: [textTurn()], limits: { requests_used: 1, request_limit: 20, token_limit: 3000 } }));
    renderApp(informationPath());
    await userEvent.click(await screen.findByTestId('refine-chip-keepThird'));
    await waitFor(() => expect(callsTo(api.calls, 'POST', `/api/text_projects/${textProjectId}/turns`)).toHaveLength(1));
    expect(callsTo(api.calls, 'POST', `/api/text_projects/${textProjectId}/turns`)[0].body).toEqual({ instruction: '3番目の案は残して、ほかを作り直してください' });
    expect(await screen.findByText('指示: 3番目の案は残して、ほかを作り直してください')).toBeDefined();
  });

  it('stars an item and saves the favourites', async () => {
    const api = stubTextApi(textProject({ brief: brief(), turns: [textTurn()], favourites: ['朝を、しぼりたてに。'] }));
    renderApp(informationPath());
    const items = await screen.findAllByTestId('answer-item');
    expect(items.map((item) => item.getAttribute('data-favourite'))).toEqual(['true', 'false', 'false']);
    await userEvent.click(within(items[2]).getByTestId('favourite-toggle'));
    await waitFor(() => expect(screen.getAllByTestId('answer-item')[2].getAttribute('data-favourite')).toBe('true'));
    expect(callsTo(api.calls, 'PUT', `/api/text_projects/${textProjectId}/favourites`)[0].body).toEqual({ favourites: ['朝を、しぼりたてに。', '今日のはじまりは、オレンジ。'] });
    expect(within(screen.getByTestId('favourite-list')).getAllByTestId('favourite-item')).toHaveLength(2);
  });

  it('says when the limit is reached and links to a new project', async () => {
    stubTextApi(textProject({ brief: brief(), turns: [textTurn()] }), {
      [`POST /api/text_projects/${textProjectId}/turns`]: () =>
        problem(409, 'REGENERATION_LIMIT_REACHED', '再生成できる回数の上限に達しました。新しくプロジェクトを登録してください。'),
    });
    renderApp(informationPath());
    await userEvent.type(await screen.findByRole('textbox', { name: '指示' }), 'もっと短く');
    await userEvent.click(screen.getByTestId('refine-send'));
    const refusal = await screen.findByTestId('turn-error');
    expect(refusal.textContent).toContain('再生成できる回数の上限に達しました。新しくプロジェクトを登録してください。');
    expect(within(refusal).getByTestId('register-new-project').getAttribute('href')).toBe('/chat-gpt');
  });

  it('downloads the answers as CSV under the server’s file name', async () => {
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const api = stubTextApi(textProject({ brief: brief(), turns: [textTurn()] }), {
      [`GET /api/text_projects/${textProjectId}/export`]: () =>
        new Response(new Blob(['"回答"']), { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('春のジュース_catch_phrases.csv')}` } }),
    });
    renderApp(informationPath());
    await userEvent.click(await screen.findByTestId('export-csv'));
    await waitFor(() => expect(clicks).toEqual(['春のジュース_catch_phrases.csv']));
    const call = callsTo(api.calls, 'GET', `/api/text_projects/${textProjectId}/export`)[0];
    expect(call.url.searchParams.get('format')).toBe('csv');
    expect(call.headers.get('Accept')).toBe('text/csv');
  });
});

describe('the simulated consumer panel (issue 12, item 7)', () => {
  it('runs a panel over the chosen segments and respondents and shows mean ± spread, labelled as a simulation', async () => {
    const api = stubTextApi(textProject({ brief: brief(), turns: [textTurn()] }), {
      [`POST /api/text_projects/${textProjectId}/panel`]: () => json(202, textPanel({ status: 'running', ratings: [], completed_at: null })),
    });
    renderApp(informationPath());
    const section = await screen.findByTestId('panel-section');
    expect(within(section).getByTestId('panel-simulation-label').textContent).toBe('シミュレーション');
    await userEvent.click(within(section).getByTestId('panel-segment-3'));
    await userEvent.click(within(section).getByTestId('panel-segment-4'));
    await userEvent.selectOptions(document.querySelector<HTMLSelectElement>('select[name=panel-samples]')!, '5');
    await userEvent.click(within(section).getByTestId('panel-run'));
    await waitFor(() => expect(callsTo(api.calls, 'POST', `/api/text_projects/${textProjectId}/panel`)).toHaveLength(1));
    expect(callsTo(api.calls, 'POST', `/api/text_projects/${textProjectId}/panel`)[0].body).toEqual({ segment_ids: [1, 2, 4], samples: 5 });
  });

  it('shows the newest panel’s ratings per item and segment', async () => {
    stubTextApi(textProject({ brief: brief(), turns: [textTurn()], panels: [textPanel({ status: 'failed', ratings: [] }), textPanel()] }));
    renderApp(informationPath());
    const cells = await screen.findAllByTestId('panel-cell');
    expect(cells.map((cell) => [cell.getAttribute('data-item'), cell.getAttribute('data-segment'), cell.getAttribute('data-mean')])).toEqual([
      ['朝を、しぼりたてに。', '1', '4.00'],
      ['朝を、しぼりたてに。', '2', '3.25'],
      ['ひと口で、目がさめる。', '1', '2.50'],
      ['ひと口で、目がさめる。', '2', '3.00'],
    ]);
    expect(cells[1].textContent).toContain('3.25');
    expect(cells[1].textContent).toContain('0.75');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../../test/fixtures';
import { changeLanguage } from '../../../i18n/i18n';
import { answer, blueId, blueImage, calculatedProject, greenId, projectId, projectResults, redId, stubProjectsApi, twoImages } from '../testing';

/** A calculated project of three packs: one more than the comparison takes. */
function threePacks() {
  const project = calculatedProject({
    images: [...twoImages({ status: 'done' }), blueImage({ status: 'done' })],
    image_count: 3,
  });
  const results = projectResults({ project });
  stubProjectsApi({
    [`GET /api/projects/${projectId}`]: answer(project),
    [`GET /api/projects/${projectId}/results`]: () => json(200, results),
  });
  renderApp(`/project-create/results?project=${projectId}&view=comparison`);
}

const shownCards = () => screen.getAllByTestId('compare-card').map((card) => card.getAttribute('data-image-id'));
const choice = (id: string) => screen.getByTestId(`compare-select-${id}`) as HTMLInputElement;

describe('the comparison (issue 19, item 6: two images, as section 5 says)', () => {
  it('shows the first two images side by side and offers no PDF (there is no comparison report)', async () => {
    threePacks();
    await screen.findAllByTestId('compare-card');
    expect(shownCards()).toEqual([redId, greenId]);
    expect(screen.getByTestId('results-view-comparison').textContent).toContain('比較する画像を選んでください（最大2枚）。');
    expect(within(screen.getByTestId('results-view-comparison')).queryByRole('button', { name: /PDF/ })).toBeNull();
    expect(document.querySelector('[data-testid^=report-download-]')).toBeNull();
  });

  it('refuses a third image with the catalogue’s message; the user picks which two', async () => {
    threePacks();
    await screen.findAllByTestId('compare-card');
    await userEvent.click(choice(blueId));
    expect(screen.getByTestId('compare-refused').textContent).toBe('比較できる画像は2枚までです。');
    expect(choice(blueId).checked).toBe(false);
    expect(shownCards()).toEqual([redId, greenId]);

    await userEvent.click(choice(redId));
    await userEvent.click(choice(blueId));
    expect(screen.queryByTestId('compare-refused')).toBeNull();
    expect(shownCards()).toEqual([greenId, blueId]);
  });

  it('shows each chosen image’s score, rank, top words and heat map over the pack', async () => {
    threePacks();
    await screen.findAllByTestId('compare-card');
    await userEvent.click(choice(redId));
    const [card] = screen.getAllByTestId('compare-card');
    expect(card.getAttribute('data-image-id')).toBe(greenId);
    expect(within(card).getByTestId('compare-score').textContent).toBe('2.95');
    expect(within(card).getByTestId('compare-rank').textContent).toBe('2');
    expect(card.textContent).toContain('健康的');
    // The heat map is the shared layer coloured from the grey map, over the pack (not the API's blended overlay).
    const layer = within(card).getByTestId('compare-heatmap');
    expect([layer.tagName, layer.getAttribute('data-src'), layer.getAttribute('data-opacity')]).toEqual(['CANVAS', '/api/files/green-map', '80']);
    expect(within(card).getAllByRole('img', { name: '緑のパック' }).map((image) => image.getAttribute('src'))).toEqual(['/api/files/green-preview', '/api/files/green-preview']);
  });

  it.each([
    ['en', 'Up to 2 images can be compared.'],
    ['zh-CN', '最多可比较2张图片。'],
  ] as const)('refuses a third in %s', async (language, refusal) => {
    await changeLanguage(language);
    threePacks();
    await screen.findAllByTestId('compare-card');
    await userEvent.click(choice(blueId));
    await waitFor(() => expect(screen.getByTestId('compare-refused').textContent).toBe(refusal));
  });
});

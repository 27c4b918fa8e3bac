import { conceptDriverName } from '@packlens/contracts';
import { formatScore, html } from '../format';
import { cell, imageLabel, picture } from '../layout';
import { previews, type ReportBuilder } from './builder';

/** The concept as entered, then each image's match level on five steps and the image words behind it. */
export const conceptMatchingReport: ReportBuilder = {
  pictures: previews,
  body: (ctx) => {
    const concept = ctx.results.project.concept;
    const separator = ctx.language === 'en' ? ', ' : '、';
    return html`${concept && html`<h2>${ctx.t('concept')}</h2><p style="white-space:pre-wrap;border-left:3px solid #2563eb;padding:1mm 3mm;margin:0 0 4mm;background:#f8fafc;">${concept.text}</p>`}
<table class="data">
<thead><tr><th>${ctx.t('image')}</th><th>${ctx.t('imageName')}</th><th>${ctx.t('conceptLevel')}</th><th class="num">${ctx.t('conceptScore')}</th><th>${ctx.t('drivingWords')}</th></tr></thead>
<tbody>${ctx.images
      .filter((image) => image.concept)
      .map((image) => {
        const { level, score, driving_words: words } = image.concept!;
        const steps = [1, 2, 3, 4, 5].map((step) => html`<span class="${step <= level ? 'on' : ''}"></span>`);
        const row = html`<tr><td>${picture(ctx, image, 'preview', '', 'thumb')}</td><td>${imageLabel(image)}</td><td style="white-space:nowrap;"><span class="level">${steps}</span> <b>${level}</b> / 5</td><td class="num">${formatScore(score)}</td><td>${cell(words.map((word) => conceptDriverName(word, ctx.language)).join(separator)) || ctx.t('none')}</td></tr>`;
        const vision = image.concept!.vision;
        // A multimodal model's level (issue 18): beside the offline one, with its reasons, as the screen shows it.
        return vision
          ? html`${row}<tr class="vision"><td></td><td colspan="4">${ctx.t('visionLevel', { model: vision.model })}: <b>${vision.level}</b> / 5 — ${vision.reasons.join(' ')}</td></tr>`
          : row;
      })}</tbody>
</table>${ctx.images.some((image) => image.concept?.vision) && html`<p class="note">${ctx.t('visionNote')}</p>`}`;
  },
};

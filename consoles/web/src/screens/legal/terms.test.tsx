import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/fixtures';
import { changeLanguage } from '../../i18n/i18n';
import { termsOfUse } from './terms';

describe('the terms of use (/terms, issue 19 item 10)', () => {
  it('are public and follow the interface language', async () => {
    renderApp('/terms');
    expect((await screen.findByTestId('page-heading')).textContent).toBe('利用規約');
    expect(screen.getAllByTestId('terms-section')[0].textContent).toContain('第1条（アカウント）');
    await changeLanguage('en');
    await waitFor(() => expect(screen.getByTestId('page-heading').textContent).toBe('Terms of use'));
    expect(screen.getByTestId('terms').textContent).toContain('They are not the results of a survey of real consumers');
    await changeLanguage('zh-CN');
    await waitFor(() => expect(screen.getByTestId('page-heading').textContent).toBe('使用条款'));
  });

  it('have the same sections in every language', () => {
    const shape = (language: keyof typeof termsOfUse) => termsOfUse[language].sections.map((section) => section.paragraphs.length);
    expect(shape('en')).toEqual(shape('ja'));
    expect(shape('zh-CN')).toEqual(shape('ja'));
  });
});

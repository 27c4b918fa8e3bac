import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quotaWithin } from '@packlens/contracts';
import { describe, expect, it } from 'vitest';
import { makeUser, plans, renderApp } from '../../../../test/fixtures';
import { changeLanguage } from '../../../i18n/i18n';
import { answer, blueImage, packFile, projectDetail, projectId, projectImage, stubProjectsApi, twoImages } from '../testing';
import { isAcceptedContent, uploadRoom } from './uploadChecks';

const imageStep = `/project-create/select_image?project=${projectId}`;
const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (c) => c.charCodeAt(0)) : [value])));
const textFile = (name: string) => new File(['Meeting notes: the carton goes to print on Monday.'], name, { type: 'image/jpeg' });
const threeImages = () => [...twoImages(), blueImage()];
const trialUser = (overrides = {}) => makeUser({ plan: plans.trial, setting_plan: 7, max_images: 5, used_amount: 0, ...overrides });
const renderImageStep = () => renderApp(imageStep);
const pendingFiles = () => screen.queryAllByTestId('pending-image').map((card) => card.getAttribute('data-file'));
const pick = async (files: File[]) => userEvent.upload(await screen.findByTestId('image-file-input'), files, { applyAccept: false });

describe('a picked file’s first bytes (issue 19, item 7)', () => {
  it('takes a jpg, a png or a pdf by its bytes, whatever its name, and nothing else', () => {
    expect(isAcceptedContent(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(isAcceptedContent(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(isAcceptedContent(bytes('%PDF-1.7\n'))).toBe(true);
    // A PDF may carry a few bytes before its header, as the server allows.
    expect(isAcceptedContent(bytes(0, 0, 0, '%PDF-1.4'))).toBe(true);
    expect(isAcceptedContent(bytes('GIF89a'))).toBe(false);
    expect(isAcceptedContent(bytes('Meeting notes'))).toBe(false);
    expect(isAcceptedContent(bytes(0xff, 0xd8))).toBe(false);
    expect(isAcceptedContent(bytes())).toBe(false);
  });

  it('refuses a text file named .jpg alone, before it is queued, and uploads the rest', async () => {
    const calls = stubProjectsApi({
      [`GET /api/projects/${projectId}`]: answer(projectDetail()),
      [`POST /api/projects/${projectId}/images`]: answer(projectDetail({ images: [projectImage()], image_count: 1 }), 201),
    });
    renderImageStep();
    await pick([textFile('notes.jpg'), packFile('red.jpg')]);
    expect((await screen.findByTestId('image-pick-error')).textContent).toBe('notes.jpg: jpg/jpeg/png/pdfファイルをアップロードしてください。');
    expect(pendingFiles()).toEqual(['red.jpg']);
    await userEvent.click(screen.getByTestId('image-upload'));
    await waitFor(() => expect(screen.getAllByTestId('project-image')).toHaveLength(1));
    const form = calls.find((call) => call.method === 'POST')!.form!;
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['red.jpg']);
  });
});

describe('the plan’s remaining images (issue 19, item 7)', () => {
  it('shows a trial company with 3 images in the project that 2 are left, queues 2 of 10 and refuses the rest in one line', async () => {
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail({ images: threeImages(), image_count: 3 })) }, trialUser());
    renderImageStep();
    expect((await screen.findByTestId('image-count')).textContent).toBe('このプロジェクトの画像: 3 / 10');
    const room = await screen.findByTestId('image-room');
    expect([room.getAttribute('data-room'), room.textContent]).toEqual(['2', 'あと2枚追加できます（ご利用のプラン: 5枚まで、使用済み0枚）']);

    await pick(Array.from({ length: 10 }, (_, i) => packFile(`p${i}.jpg`)));
    await waitFor(() => expect(pendingFiles()).toEqual(['p0.jpg', 'p1.jpg']));
    expect(screen.getByTestId('image-pick-error').textContent).toBe('p2.jpg, p3.jpg, p4.jpg, p5.jpg, p6.jpg, p7.jpg, p8.jpg, p9.jpg: トライアルプランでアップロードできる画像は5枚までです。');
    expect(screen.getByTestId('image-room').getAttribute('data-room')).toBe('0');
  });

  it('takes the images used by earlier calculations from what is left', async () => {
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail()) }, trialUser({ used_amount: 4 }));
    renderImageStep();
    expect((await screen.findByTestId('image-room')).textContent).toBe('あと1枚追加できます（ご利用のプラン: 5枚まで、使用済み4枚）');
    await pick([packFile('a.jpg'), packFile('b.jpg')]);
    await waitFor(() => expect(pendingFiles()).toEqual(['a.jpg']));
    expect(screen.getByTestId('image-pick-error').textContent).toBe('b.jpg: トライアルプランでアップロードできる画像は5枚までです。');
  });

  it('says an expired plan takes no images', async () => {
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail()) }, trialUser({ expired_at: '2020-01-01T00:00:00.000Z' }));
    renderImageStep();
    const room = await screen.findByTestId('image-room');
    expect([room.getAttribute('data-room'), room.textContent]).toEqual(['0', 'ご利用期限が切れています。プランを更新してください。']);
  });

  it('leaves a plan without a limit to the project’s 10', async () => {
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail({ images: threeImages(), image_count: 3 })) });
    renderImageStep();
    expect((await screen.findByTestId('image-room')).textContent).toBe('あと7枚追加できます');
  });

  it.each([
    ['en', 'Images you can still add: 2 (your plan: up to 5 images, 0 used)'],
    ['zh-CN', '还可添加2张图片（您的方案：最多5张，已使用0张）'],
  ] as const)('says so in %s', async (language, text) => {
    await changeLanguage(language);
    stubProjectsApi({ [`GET /api/projects/${projectId}`]: answer(projectDetail({ images: threeImages(), image_count: 3 })) }, trialUser());
    renderImageStep();
    expect((await screen.findByTestId('image-room')).textContent).toBe(text);
  });

  it('refuses beyond the room with the refusal of whichever limit is nearer', () => {
    const now = new Date('2026-11-10T00:00:00Z');
    const quota = (limit: number | null, used: number, expiresAt: string | null = null) => quotaWithin(limit, used, expiresAt, now);
    const tooMany = { code: 'TOO_MANY_IMAGES_PER_UPLOAD', params: { max: 10 } };
    expect(uploadRoom({ imagesInProject: 3, queued: 2, quota: quota(null, 40), planId: 1 })).toEqual({ room: 5, full: tooMany });
    expect(uploadRoom({ imagesInProject: 3, queued: 0, quota: quota(100, 10), planId: 2 })).toEqual({ room: 7, full: tooMany });
    expect(uploadRoom({ imagesInProject: 0, queued: 0, quota: quota(100, 96), planId: 2 })).toEqual({ room: 4, full: { code: 'IMAGE_LIMIT_REACHED', params: { max: 100, remaining: 4 } } });
    expect(uploadRoom({ imagesInProject: 1, queued: 1, quota: quota(10, 5), planId: 3 })).toEqual({ room: 3, full: { code: 'FREE_PLAN_IMAGE_LIMIT_EXCEEDED', params: { max: 10 } } });
    expect(uploadRoom({ imagesInProject: 4, queued: 0, quota: quota(5, 3), planId: 7 })).toEqual({ room: 0, full: { code: 'TRIAL_PLAN_IMAGE_LIMIT_EXCEEDED', params: { max: 5 } } });
    expect(uploadRoom({ imagesInProject: 0, queued: 0, quota: quota(5, 0, '2026-11-01T00:00:00Z'), planId: 7 })).toEqual({ room: 0, full: { code: 'PLAN_EXPIRED', params: {} } });
    // Until the user is read, only the project's limit is known; the server still checks the plan.
    expect(uploadRoom({ imagesInProject: 9, queued: 0, quota: undefined, planId: null })).toEqual({ room: 1, full: tooMany });
  });
});

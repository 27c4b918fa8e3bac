import { describe, expect, it } from 'vitest';
import { DomainError, GenerationCompleted, GenerationFailed, GenerationRequested, ProjectCreated, TextBriefEntered, type ErrorCode } from '@packlens/contracts';
import { deciderSpecification } from '@packlens/kernel/testing';
import { textProjectDecider, type TextProjectCommand, type TextProjectEvent } from '../../src/generation/deciders';
import { at, clientId, userId } from './fixtures';

const spec = deciderSpecification(textProjectDecider);
const refusedWith = (code: ErrorCode) => (error: unknown) => error instanceof DomainError && error.code === code;
const equal = (a: unknown, e: unknown) => expect(a).toEqual(e);

const projectId = '55555555-5555-4555-8555-555555555555';
const jobIds = ['66666666-6666-4666-8666-000000000001', '66666666-6666-4666-8666-000000000002', '66666666-6666-4666-8666-000000000003'];
const later = '2026-11-22T09:00:00.000Z';
const afterAMonth = '2026-12-21T09:00:01.000Z';

const created = ProjectCreated({ projectId, clientId, createdBy: userId, name: 'Names', type: 5, country: 'jp', department: '', createdAt: at }) as TextProjectEvent;
const brief = TextBriefEntered({
  projectId,
  service: 'names',
  brief: { language: 'ja', product: 'オレンジジュース', categoryId: 2, category: '' },
  count: 30,
  modelCode: 'gpt_4o',
  at,
}) as TextProjectEvent;
const request = (jobId: string) => ({
  jobId,
  requestedBy: userId,
  service: 'names' as const,
  instruction: null,
  modelCode: 'gpt_4o',
  provider: 'demo' as const,
  request: { model: 'gpt-4o', system: 's', messages: [{ role: 'user' as const, content: 'u' }], maxOutputTokens: 3000, task: { kind: 'names' } },
  timeoutMs: 600_000,
});
const requested = (jobId: string, turn: number) => GenerationRequested({ ...request(jobId), projectId, clientId, turn, requestedAt: at }) as TextProjectEvent;
const completed = (jobId: string, items: string[]) =>
  GenerationCompleted({ jobId, projectId, clientId, items, provider: 'demo', model: 'packlens-demo-1', demo: true, inputTokens: 1, outputTokens: 1, outputBlobKey: 'k', attempts: 1, startedAt: at, completedAt: at }) as TextProjectEvent;
const failed = (jobId: string) => GenerationFailed({ jobId, projectId, clientId, code: 'GENERATION_TIMEOUT', attempts: 1, failedAt: at }) as TextProjectEvent;
const ask = (jobId: string, requestLimit = 20, now = later): TextProjectCommand => ({ type: 'RequestTurn', request: request(jobId), requestLimit, now });

describe('text project: answers', () => {
  it('needs the information step before the first answer', () => {
    spec.given([created]).when(ask(jobIds[0])).thenThrows(refusedWith('GENERATION_BRIEF_REQUIRED'));
  });

  it('numbers answers from 0 and asks one at a time', () => {
    spec.given([created, brief]).when(ask(jobIds[0])).then([{ type: 'GenerationRequested', data: { ...request(jobIds[0]), projectId, clientId, turn: 0, requestedAt: later } }], equal);
    spec.given([created, brief, requested(jobIds[0], 0)]).when(ask(jobIds[1])).thenThrows(refusedWith('GENERATION_IN_PROGRESS'));
    spec.given([created, brief, requested(jobIds[0], 0), failed(jobIds[0])]).when(ask(jobIds[1])).then(
      [{ type: 'GenerationRequested', data: { ...request(jobIds[1]), projectId, clientId, turn: 1, requestedAt: later } }],
      equal,
    );
  });

  it('stops at the chat settings’ requests per conversation: regeneration limit reached, register a new project', () => {
    const two = [created, brief, requested(jobIds[0], 0), completed(jobIds[0], ['A']), requested(jobIds[1], 1), completed(jobIds[1], ['B'])];
    spec.given(two).when(ask(jobIds[2], 2)).thenThrows(refusedWith('REGENERATION_LIMIT_REACHED'));
  });

  it('changes nothing once the project is a month old', () => {
    spec.given([created, brief]).when(ask(jobIds[0], 20, afterAMonth)).thenThrows(refusedWith('PROJECT_EXPIRED'));
  });

  it('keeps the information while an answer is being written', () => {
    spec
      .given([created, brief, requested(jobIds[0], 0)])
      .when({ type: 'EnterBrief', brief: { service: 'names', brief: { language: 'ja', product: 'x', categoryId: 2, category: '', target: '', features: [], tone: '', wordsToUse: [], wordsToAvoid: [], message: '' }, count: 30, maxChars: null, modelCode: 'gpt_4o' }, now: later })
      .thenThrows(refusedWith('GENERATION_IN_PROGRESS'));
  });
});

describe('text project: simulated panels', () => {
  const panel = (jobId: string): TextProjectCommand => ({ type: 'RequestPanel', request: { ...request(jobId), service: 'panel' }, items: ['A'], now: later });
  it('rates only items some answer holds, one job at a time, and is not an answer of the conversation', () => {
    const answered = [created, brief, requested(jobIds[0], 0), completed(jobIds[0], ['A', 'B'])];
    spec.given(answered).when(panel(jobIds[1])).then([{ type: 'GenerationRequested', data: { ...request(jobIds[1]), service: 'panel', projectId, clientId, turn: 1, requestedAt: later } }], equal);
    spec.given(answered).when({ ...panel(jobIds[1]), items: ['Z'] } as TextProjectCommand).thenThrows(refusedWith('VALIDATION_FAILED'));
    spec.given([created, brief]).when(panel(jobIds[1])).thenThrows(refusedWith('NO_RESULTS'));
    const panelRunning = [...answered, GenerationRequested({ ...request(jobIds[1]), service: 'panel', projectId, clientId, turn: 1, requestedAt: at }) as TextProjectEvent];
    spec.given(panelRunning).when(ask(jobIds[2])).thenThrows(refusedWith('GENERATION_IN_PROGRESS'));
    spec.given([...panelRunning, completed(jobIds[1], [])]).when(ask(jobIds[2])).then(
      [{ type: 'GenerationRequested', data: { ...request(jobIds[2]), projectId, clientId, turn: 1, requestedAt: later } }],
      equal,
    );
  });
});

describe('text project: cancel and favourites', () => {
  it('cancels a running answer once; a finished one has nothing to stop', () => {
    spec.given([created, brief, requested(jobIds[0], 0)]).when({ type: 'CancelTurn', jobId: jobIds[0], by: userId, now: later }).then(
      [{ type: 'GenerationCancelRequested', data: { jobId: jobIds[0], projectId, by: userId, at: later } }],
      equal,
    );
    spec.given([created, brief, requested(jobIds[0], 0), completed(jobIds[0], ['A'])]).when({ type: 'CancelTurn', jobId: jobIds[0], by: userId, now: later }).then([], equal);
  });

  it('takes favourites only among the answers, each once', () => {
    const answered = [created, brief, requested(jobIds[0], 0), completed(jobIds[0], ['A', 'B', 'C'])];
    spec.given(answered).when({ type: 'ChangeFavourites', favourites: ['C', 'A', 'C'], now: later }).then([{ type: 'TextFavouritesChanged', data: { projectId, favourites: ['C', 'A'], at: later } }], equal);
    spec.given(answered).when({ type: 'ChangeFavourites', favourites: ['Z'], now: later }).thenThrows(refusedWith('VALIDATION_FAILED'));
  });
});

import {
  DomainError,
  isProjectExpired,
  projectExpiresAt,
  type EventOf,
  type GenerationCancelRequested,
  type GenerationCompleted,
  type GenerationFailed,
  type GenerationRequested,
  type ProjectCreated,
  type TextBriefEntered,
  type TextFavouritesChanged,
} from '@packlens/contracts';
import type { Decider } from '@packlens/kernel';

/**
 * A text project (naming and catch-phrases, type 5; concept generation, type 8) on `text-project-<id>`: the
 * information step, then a conversation of answers, each a generation job. Rules: one answer at a time; at most the
 * chat settings' requests per conversation ('Regeneration limit reached; register a new project'); nothing changes
 * once the project is a month old; favourites are items some answer holds.
 */
export type TextProjectEvent =
  | EventOf<typeof ProjectCreated>
  | EventOf<typeof TextBriefEntered>
  | EventOf<typeof GenerationRequested>
  | EventOf<typeof GenerationCancelRequested>
  | EventOf<typeof GenerationCompleted>
  | EventOf<typeof GenerationFailed>
  | EventOf<typeof TextFavouritesChanged>;

export type TextBrief = EventOf<typeof TextBriefEntered>['data'];
/** What a command asks a generation job for; the decider adds the project, client, turn and time. */
export type GenerationJobRequest = Omit<EventOf<typeof GenerationRequested>['data'], 'projectId' | 'clientId' | 'turn' | 'requestedAt'>;

export interface TextTurnState {
  jobId: string;
  turn: number;
  status: 'running' | 'completed' | 'failed';
  cancelRequested: boolean;
  items: string[];
}

export type TextProjectState =
  | { status: 'none' }
  | {
      status: 'open';
      projectId: string;
      clientId: string;
      type: 5 | 8;
      expiresAt: string;
      brief: TextBrief | null;
      turns: TextTurnState[];
      /** Simulated panels over the answers: jobs too, but not answers of the conversation. */
      panels: { jobId: string; status: TextTurnState['status']; cancelRequested: boolean }[];
      favourites: string[];
    };
type OpenTextProject = Extract<TextProjectState, { status: 'open' }>;

export type TextProjectCommand =
  | { type: 'CreateTextProject'; data: EventOf<typeof ProjectCreated>['data'] & { type: 5 | 8 } }
  | { type: 'EnterBrief'; brief: Omit<TextBrief, 'projectId' | 'at'>; now: string }
  | { type: 'RequestTurn'; request: GenerationJobRequest; requestLimit: number; now: string }
  /** A simulated panel over items of the answers (each item must be one of them). */
  | { type: 'RequestPanel'; request: GenerationJobRequest; items: string[]; now: string }
  | { type: 'CancelTurn'; jobId: string; by: string; now: string }
  | { type: 'ChangeFavourites'; favourites: string[]; now: string };

function existing(state: TextProjectState): OpenTextProject {
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  return state;
}

function valid(state: TextProjectState, now: string): OpenTextProject {
  const project = existing(state);
  if (isProjectExpired(project.expiresAt, new Date(now))) throw new DomainError('PROJECT_EXPIRED');
  return project;
}

/** An answer or a panel still being written: one job at a time per project. */
const running = (project: OpenTextProject) => project.turns.some((turn) => turn.status === 'running') || project.panels.some((panel) => panel.status === 'running');

/** The next turn's number (0 for the first answer). */
export const nextTurn = (state: TextProjectState) => (state.status === 'open' ? state.turns.length : 0);

const updateTurn = (state: TextProjectState, jobId: string, change: Partial<TextTurnState>): TextProjectState =>
  state.status === 'open'
    ? {
        ...state,
        turns: state.turns.map((turn) => (turn.jobId === jobId ? { ...turn, ...change } : turn)),
        panels: state.panels.map((panel) => (panel.jobId === jobId ? { ...panel, status: change.status ?? panel.status, cancelRequested: change.cancelRequested ?? panel.cancelRequested } : panel)),
      }
    : state;

export function evolveTextProject(state: TextProjectState, event: TextProjectEvent): TextProjectState {
  switch (event.type) {
    case 'ProjectCreated': {
      const d = event.data;
      return { status: 'open', projectId: d.projectId, clientId: d.clientId, type: d.type as 5 | 8, expiresAt: projectExpiresAt(d.createdAt).toISOString(), brief: null, turns: [], panels: [], favourites: [] };
    }
    case 'TextBriefEntered':
      return state.status === 'open' ? { ...state, brief: event.data } : state;
    case 'GenerationRequested':
      if (state.status !== 'open') return state;
      if (event.data.service === 'panel') return { ...state, panels: [...state.panels, { jobId: event.data.jobId, status: 'running', cancelRequested: false }] };
      return { ...state, turns: [...state.turns, { jobId: event.data.jobId, turn: event.data.turn, status: 'running', cancelRequested: false, items: [] }] };
    case 'GenerationCancelRequested':
      return updateTurn(state, event.data.jobId, { cancelRequested: true });
    case 'GenerationCompleted':
      return updateTurn(state, event.data.jobId, { status: 'completed', items: [...event.data.items, ...event.data.concepts.map((c) => c.title)] });
    case 'GenerationFailed':
      return updateTurn(state, event.data.jobId, { status: 'failed' });
    case 'TextFavouritesChanged':
      return state.status === 'open' ? { ...state, favourites: event.data.favourites } : state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const textProjectDecider: Decider<TextProjectState, TextProjectCommand, TextProjectEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveTextProject,
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateTextProject':
        if (state.status !== 'none') throw new DomainError('ALREADY_EXISTS');
        return { type: 'ProjectCreated', data: command.data };
      case 'EnterBrief': {
        const project = valid(state, command.now);
        if (running(project)) throw new DomainError('GENERATION_IN_PROGRESS');
        return { type: 'TextBriefEntered', data: { ...command.brief, projectId: project.projectId, at: command.now } };
      }
      case 'RequestTurn': {
        const project = valid(state, command.now);
        if (!project.brief) throw new DomainError('GENERATION_BRIEF_REQUIRED');
        if (running(project)) throw new DomainError('GENERATION_IN_PROGRESS');
        if (project.turns.length >= command.requestLimit) throw new DomainError('REGENERATION_LIMIT_REACHED');
        return {
          type: 'GenerationRequested',
          data: { ...command.request, projectId: project.projectId, clientId: project.clientId, turn: project.turns.length, requestedAt: command.now },
        };
      }
      case 'RequestPanel': {
        const project = valid(state, command.now);
        if (running(project)) throw new DomainError('GENERATION_IN_PROGRESS');
        const answered = new Set(project.turns.flatMap((turn) => turn.items));
        if (!answered.size || !command.items.length || project.type !== 5) throw new DomainError('NO_RESULTS');
        if (command.items.some((item) => !answered.has(item))) throw new DomainError('VALIDATION_FAILED', {}, { items: 'VALIDATION_FAILED' });
        return {
          type: 'GenerationRequested',
          data: { ...command.request, service: 'panel', projectId: project.projectId, clientId: project.clientId, turn: project.turns.length, requestedAt: command.now },
        };
      }
      case 'CancelTurn': {
        const project = existing(state);
        const turn = [...project.turns, ...project.panels].find((candidate) => candidate.jobId === command.jobId);
        if (!turn) throw new DomainError('NOT_FOUND');
        // A finished answer has nothing left to stop: cancelling it again changes nothing.
        if (turn.status !== 'running' || turn.cancelRequested) return [];
        return { type: 'GenerationCancelRequested', data: { jobId: command.jobId, projectId: project.projectId, by: command.by, at: command.now } };
      }
      case 'ChangeFavourites': {
        const project = valid(state, command.now);
        const answered = new Set(project.turns.flatMap((turn) => turn.items));
        const unknown = command.favourites.find((item) => !answered.has(item));
        if (unknown !== undefined) throw new DomainError('VALIDATION_FAILED', {}, { favourites: 'VALIDATION_FAILED' });
        const favourites = [...new Set(command.favourites)];
        if (JSON.stringify(favourites) === JSON.stringify(project.favourites)) return [];
        return { type: 'TextFavouritesChanged', data: { projectId: project.projectId, favourites, at: command.now } };
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};

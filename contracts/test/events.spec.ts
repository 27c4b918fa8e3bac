import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent, eventRegistry, readEvent, ScoreCalculated } from '../src';

describe('a versioned event', () => {
  // Version 1 stored a single `score`; version 2 splits it into mean and sd; version 3 renames `segment`.
  const Scored = defineEvent(
    'Scored',
    z.object({ segmentId: z.number().int(), mean: z.number(), sd: z.number() }),
    {
      version: 3,
      upcasters: {
        1: (data) => ({ ...data, mean: data.score, sd: 0 }),
        2: ({ segment, ...rest }) => ({ ...rest, segmentId: segment }),
      },
    },
  );

  it('reads data of every older schema version in today’s shape', () => {
    expect(Scored.read({ segment: 2, score: 3.5 }, 1)).toEqual({ segmentId: 2, mean: 3.5, sd: 0 });
    expect(Scored.read({ segment: 2, mean: 3.5, sd: 0.4 }, 2)).toEqual({ segmentId: 2, mean: 3.5, sd: 0.4 });
    expect(Scored.read({ segmentId: 2, mean: 3.5, sd: 0.4 }, 3)).toEqual({ segmentId: 2, mean: 3.5, sd: 0.4 });
  });

  it('refuses data written by a newer version than it knows', () => {
    expect(() => Scored.read({}, 4)).toThrow(/newer/);
  });

  it('cannot be defined at version 2 without an upcaster from version 1', () => {
    expect(() => defineEvent('Broken', z.object({}), { version: 2 })).toThrow(/upcaster/);
  });

  it('validates what it builds', () => {
    expect(() => Scored({ segmentId: 1.5, mean: 3, sd: 0 })).toThrow();
    expect(Scored({ segmentId: 1, mean: 3, sd: 0.2 })).toEqual({ type: 'Scored', data: { segmentId: 1, mean: 3, sd: 0.2 } });
  });
});

describe('the event registry', () => {
  it('names every event by its type', () => {
    for (const [name, definition] of Object.entries(eventRegistry)) expect(definition.type).toBe(name);
    expect(Object.keys(eventRegistry)).toEqual(expect.arrayContaining(['ProjectCreated', 'ImagesUploaded', 'ScoreCalculated', 'PlanChanged']));
  });

  it('reads a stored ScoreCalculated and rejects one whose preference is off the 1-5 scale', () => {
    const data = {
      calculationId: '6f1c1d2e-0000-4000-8000-000000000003',
      projectId: '6f1c1d2e-0000-4000-8000-000000000001',
      imageId: '6f1c1d2e-0000-4000-8000-000000000002',
      imageHash: 'a'.repeat(64),
      segmentId: 1,
      modelVersion: 'demo-2026-11-21',
      demoModel: true,
      preference: { mean: 3.4, sd: 0.9 },
      imageWords: [{ wordId: 1, probability: 0.4 }],
      calculatedAt: '2026-11-21T00:00:00.000Z',
    };
    expect(readEvent('ScoreCalculated', data, ScoreCalculated.version)).toEqual({ type: 'ScoreCalculated', data });
    expect(() => readEvent('ScoreCalculated', { ...data, preference: { mean: 6, sd: 1 } }, 1)).toThrow();
    expect(() => readEvent('NoSuchEvent', {}, 1)).toThrow(/Unknown event type/);
  });
});

import type { TextBriefRequest } from '@packlens/contracts';
import { useEnterBrief, useRequestTurn } from '../../api/generation';

/**
 * "Generate" of the brief steps: saves the brief (PUT brief), then asks for a fresh answer (POST turns without an
 * instruction). Each request keeps its own error: the brief's go to its fields, the answer's refusal beside the button.
 */
export function useBriefAndAnswer(projectId: string) {
  const enterBrief = useEnterBrief(projectId);
  const requestTurn = useRequestTurn(projectId);
  return {
    send(brief: TextBriefRequest, onAsked?: () => void) {
      enterBrief.mutate(brief, { onSuccess: () => requestTurn.mutate('', { onSuccess: onAsked }) });
    },
    pending: enterBrief.isPending || requestTurn.isPending,
    briefError: enterBrief.error,
    answerError: requestTurn.error,
  };
}

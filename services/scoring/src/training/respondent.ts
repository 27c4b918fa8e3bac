import { segmentIds, type SegmentId } from '@packlens/contracts';

/** What a survey knows about one respondent: enough to place them in the catalogue's segments. */
export interface RespondentProfile {
  gender: 'male' | 'female';
  /** Age in years. */
  age: number;
  /** Buys the product category being tested (segment 4). */
  categoryUser: boolean;
}

/**
 * The segments a respondent counts in: 1 everyone, 2/3 by gender, 4 category users, 5-8 by decade (20s-50s),
 * 25-28 male by decade, 35-38 female by decade. Respondents outside 20-59 count only in 1-4.
 */
export function segmentsOf(respondent: RespondentProfile): SegmentId[] {
  const out: number[] = [1, respondent.gender === 'male' ? 2 : 3];
  if (respondent.categoryUser) out.push(4);
  const decade = Math.floor(respondent.age / 10);
  if (decade >= 2 && decade <= 5) {
    out.push(5 + decade - 2, (respondent.gender === 'male' ? 25 : 35) + decade - 2);
  }
  return out.filter((id): id is SegmentId => (segmentIds as readonly number[]).includes(id));
}

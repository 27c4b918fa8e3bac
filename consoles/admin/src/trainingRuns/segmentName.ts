import { segmentById, type Language } from '@packlens/contracts';

/** A segment's short name in the console's language ("Women 30s"), or its number when the catalogue lacks it. */
export const segmentName = (id: number, language: Language) => segmentById(id)?.shortText[language] ?? `#${id}`;

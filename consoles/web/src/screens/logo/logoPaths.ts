import { pathOf } from '../../routes/table';

/** Logo creation's project type (section 3: `logo`). */
export const logoProjectType = 3;

/** The create screen of a logo project (its brief, references, generations and gallery). */
export const logoCreatePath = (projectId: string) => `${pathOf('GenerateLogoCreate')}?project=${encodeURIComponent(projectId)}`;

/** Where a listed logo project opens: its create screen; undefined for other kinds. */
export const logoOpenPath = (project: { id: string; type: number }): string | undefined => (project.type === logoProjectType ? logoCreatePath(project.id) : undefined);

/** The service's previous projects in the full list (the logo tab). */
export const logoOldProjectsPath = () => `${pathOf('OldProjectList')}?tab=logo`;

import { pathOf } from '../../routes/table';

/** Design generation's project type (section 3: `stable_diffusion`). */
export const designProjectType = 6;

/** The create screen of a design project (its modes, inputs and gallery). */
export const designCreatePath = (projectId: string) => `${pathOf('CreativePackageCreate')}?project=${encodeURIComponent(projectId)}`;

/** Where a listed design project opens: its create screen; undefined for other kinds. */
export const designOpenPath = (project: { id: string; type: number }): string | undefined => (project.type === designProjectType ? designCreatePath(project.id) : undefined);

/** The service's previous projects in the full list (the generation tab). */
export const designOldProjectsPath = () => `${pathOf('OldProjectList')}?tab=generation`;

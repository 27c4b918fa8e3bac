import { pathOf } from '../../routes/table';

/** Key visual's project type (section 3: `generate_key_visual`). */
export const keyVisualProjectType = 7;

const withProject = (path: string, projectId: string) => `${path}?project=${encodeURIComponent(projectId)}`;

/** The menu step (type, product, pack) and the message step (conversation, generation, gallery) of a project. */
export const keyVisualMenuPath = (projectId: string) => withProject(pathOf('KeyVisualSelectMenu'), projectId);
export const keyVisualMessagePath = (projectId: string) => withProject(pathOf('KeyVisualMessage'), projectId);

/** Where a listed key-visual project opens: its message screen (which sends a project without a type to the menu). */
export const keyVisualOpenPath = (project: { id: string; type: number }): string | undefined => (project.type === keyVisualProjectType ? keyVisualMessagePath(project.id) : undefined);

/** The service's previous projects in the full list (the generation tab). */
export const keyVisualOldProjectsPath = () => `${pathOf('OldProjectList')}?tab=generation`;

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { categoriesFor, formatErrorMessage, type ProjectDetail } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSelectCategories } from '../../../api/projects';
import { ProblemAlert } from '../../../forms/ProblemAlert';
import type { ScreenProps } from '../../../routes/table';
import { useLanguage } from '../catalogue';
import { nextStep, stepPath } from '../flow';
import { surveyKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { serverFieldMessages, StepActions } from '../StepActions';
import { ImageRow } from './ImageRow';

function CategoryForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const select = useSelectCategories(project.id);
  const offered = categoriesFor(project.country);
  // Nothing is chosen for the user (issue 19: juice and milk were scored as alcohol, the first category); an image
  // added later starts with the category the project's other images have.
  const projectChoice = project.images.find((image) => image.category_id !== null)?.category_id ?? undefined;
  const [chosen, setChosen] = useState<Record<string, number | undefined>>(() =>
    Object.fromEntries(project.images.map((image) => [image.id, image.category_id ?? projectChoice])),
  );
  const [forAll, setForAll] = useState<number | undefined>(projectChoice);
  const [tried, setTried] = useState(false);
  const serverMessages = serverFieldMessages(select.error);
  const required = formatErrorMessage('FIELD_REQUIRED', language);
  const options = [
    <option key="none" value="">
      —
    </option>,
    // Each named category heads a group with its finer ones (Japan's list); "other" and the countries' subsets stand alone.
    ...offered
      .filter((category) => category.parentId === undefined)
      .map((group) => {
        const finer = offered.filter((category) => category.parentId === group.id);
        const own = (
          <option key={group.id} value={group.id}>
            {group.name[language]}
          </option>
        );
        return finer.length ? (
          <optgroup key={`group-${group.id}`} label={group.name[language]}>
            {own}
            {finer.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name[language]}
              </option>
            ))}
          </optgroup>
        ) : (
          own
        );
      }),
  ];
  const numberOr = (value: string) => (value ? Number(value) : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (project.images.some((image) => chosen[image.id] === undefined)) return;
    select.mutate(
      { images: project.images.map((image) => ({ image_id: image.id, category_id: chosen[image.id] as number })) },
      { onSuccess: (updated) => void navigate(stepPath(nextStep(updated, 'select_category'), updated.id)) },
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="select-category-form">
      <ProblemAlert error={select.error} />
      {project.images.length > 1 && (
        <Stack direction="row" spacing={1.5} sx={{ my: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            select
            size="small"
            label={t('projects.categories.label')}
            value={forAll ?? ''}
            onChange={(event) => setForAll(numberOr(event.target.value))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 240 }}
            name="category-all"
          >
            {options}
          </TextField>
          <Button
            variant="outlined"
            disabled={forAll === undefined}
            onClick={() => setChosen(Object.fromEntries(project.images.map((image) => [image.id, forAll])))}
            data-testid="category-apply-all"
          >
            {t('projects.categories.applyAll')}
          </Button>
        </Stack>
      )}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {project.images.map((image, index) => {
          const message = serverMessages[`images.${index}.category_id`] ?? (tried && chosen[image.id] === undefined ? required : undefined);
          return (
            <ImageRow key={image.id} image={image} testId="category-row">
              <TextField
                select
                name={`category-${index}`}
                label={t('projects.categories.label')}
                value={chosen[image.id] ?? ''}
                onChange={(event) => setChosen((current) => ({ ...current, [image.id]: numberOr(event.target.value) }))}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                error={message !== undefined}
                helperText={message}
                sx={{ minWidth: 260 }}
              >
                {options}
              </TextField>
            </ImageRow>
          );
        })}
      </Stack>
      <StepActions kind={surveyKind} project={project} step="select_category" pending={select.isPending} />
    </Box>
  );
}

/** /project-create/select_category: each image's product category (food categories add the food-only word). */
export default function SelectCategoryScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={surveyKind} route={route} step="select_category" lead={t('projects.categories.lead')}>
      {(project) => <CategoryForm project={project} />}
    </ProjectStep>
  );
}

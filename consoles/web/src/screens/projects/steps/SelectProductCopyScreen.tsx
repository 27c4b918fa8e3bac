import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ProjectProductCopyRequest, type ProjectDetail } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEnterProductCopy } from '../../../api/projects';
import { problemOfIssue } from '../../../forms/fieldErrors';
import { ProblemAlert } from '../../../forms/ProblemAlert';
import type { ScreenProps } from '../../../routes/table';
import { catalogueMessage, useLanguage } from '../catalogue';
import { nextStep, stepPath } from '../flow';
import { surveyKind } from '../kinds';
import { ProjectStep } from '../ProjectStep';
import { serverFieldMessages, StepActions } from '../StepActions';
import { ImageRow } from './ImageRow';

function ProductCopyForm({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const enter = useEnterProductCopy(project.id);
  const [copies, setCopies] = useState<Record<string, string>>(() => Object.fromEntries(project.images.map((image) => [image.id, image.product_copy])));
  const [submitted, setSubmitted] = useState(false);
  const body = { images: project.images.map((image) => ({ image_id: image.id, product_copy: copies[image.id] ?? '' })) };
  const checked = ProjectProductCopyRequest.safeParse(body);
  const clientMessages: Record<string, string> = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const problem = problemOfIssue(issue);
      if ('code' in problem) clientMessages[`images.${String(issue.path[1])}.product_copy`] ??= catalogueMessage(problem.code, language, problem.params);
    }
  }
  const serverMessages = serverFieldMessages(enter.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.success) return;
    enter.mutate(body, { onSuccess: (updated) => void navigate(stepPath(nextStep(updated, 'select_product_copy'), updated.id)) });
  }

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="product-copy-form">
      <ProblemAlert error={enter.error} />
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {project.images.map((image, index) => {
          const field = `images.${index}.product_copy`;
          const message = (submitted ? clientMessages[field] : undefined) ?? serverMessages[field];
          return (
            <ImageRow key={image.id} image={image} testId="product-copy-row">
              <TextField
                name={`product-copy-${index}`}
                label={t('projects.productCopy.label')}
                value={copies[image.id] ?? ''}
                onChange={(event) => setCopies((current) => ({ ...current, [image.id]: event.target.value }))}
                error={message !== undefined}
                helperText={message}
                multiline
                minRows={2}
                fullWidth
              />
            </ImageRow>
          );
        })}
      </Stack>
      <StepActions kind={surveyKind} project={project} step="select_product_copy" pending={enter.isPending} />
    </Box>
  );
}

/** /project-create/select_product_copy: the words printed on each pack; section 2 keeps this step to Japan. */
export default function SelectProductCopyScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <ProjectStep kind={surveyKind} route={route} step="select_product_copy" lead={t('projects.productCopy.lead')}>
      {(project) => <ProductCopyForm project={project} />}
    </ProjectStep>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keyVisualLimits, type KeyVisualProjectDetail, type KeyVisualType } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSelectKeyVisualMenu } from '../../api/keyVisual';
import { ProblemAlert } from '../../forms/ProblemAlert';
import type { ScreenProps } from '../../routes/table';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { serverFieldMessages } from '../projects/StepActions';
import { KeyVisualStep } from './KeyVisualStep';
import { keyVisualMessagePath } from './keyVisualPaths';
import { PackUpload } from './PackUpload';
import { TypeChoice } from './TypeChoice';

/**
 * The menu step's form: the type, the product's name (`input[name=product]`) and the pack; "next"
 * (`key-visual-next`) saves the menu and goes to the messages. A missing type or pack is said in the catalogue's
 * words before anything is sent.
 */
function MenuForm({ project }: { project: KeyVisualProjectDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const save = useSelectKeyVisualMenu(project.id);
  const [type, setType] = useState<KeyVisualType | ''>(project.menu?.type ?? '');
  const [product, setProduct] = useState(project.menu?.product ?? '');
  const [submitted, setSubmitted] = useState(false);
  const server = serverFieldMessages(save.error);
  const problems = {
    type: submitted && !type ? catalogueMessage('FIELD_REQUIRED', language) : server.type,
    product: [...product.trim()].length > keyVisualLimits.productMaxChars ? catalogueMessage('TEXT_TOO_LONG', language, { max: keyVisualLimits.productMaxChars }) : server.product,
    pack: submitted && !project.pack ? catalogueMessage('IMAGE_REQUIRED', language) : undefined,
  };

  function next(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!type || !project.pack || problems.product) return;
    save.mutate({ type, product: product.trim() }, { onSuccess: (updated) => void navigate(keyVisualMessagePath(updated.id)) });
  }

  return (
    <Box component="form" noValidate onSubmit={next} data-testid="key-visual-menu-form">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <TypeChoice value={type} onChange={setType} error={problems.type} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
              <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
                {t('keyVisual.menu.product')}
              </Typography>
              <TextField
                name="product"
                value={product}
                onChange={(event) => setProduct(event.target.value)}
                label={t('keyVisual.menu.product')}
                helperText={problems.product ?? t('keyVisual.menu.productHint', { max: keyVisualLimits.productMaxChars })}
                error={Boolean(problems.product)}
                fullWidth
              />
            </Paper>
            <PackUpload project={project} error={problems.pack} />
          </Stack>
        </Grid>
      </Grid>
      <Stack spacing={2} sx={{ mt: 3 }}>
        <ProblemAlert error={Object.keys(server).length ? undefined : save.error} testId="key-visual-menu-error" />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending} data-testid="key-visual-next">
            {save.isPending ? t('keyVisual.menu.saving') : t('keyVisual.menu.next')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** /generate-key-visual/select-menu?project=: the six types, the product and its pack image. */
export default function KeyVisualMenuScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <KeyVisualStep route={route} lead={t('keyVisual.menu.lead')}>
      {(project) => <MenuForm key={project.id} project={project} />}
    </KeyVisualStep>
  );
}

import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keyVisualTypes, type KeyVisualType } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../projects/catalogue';
import { FieldMessage } from '../projects/StepActions';
import { PlacementDiagram } from './PlacementDiagram';

/**
 * Section 1's six key-visual types (`key-visual-type-{code}`, attribute `data-checked`; radio `input[name=type]`),
 * each with what it shows and where the pack goes.
 */
export function TypeChoice({ value, onChange, error }: { value: KeyVisualType | ''; onChange: (type: KeyVisualType) => void; error: string | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: error ? 'error.main' : 'divider' }} data-testid="key-visual-types">
      <Typography variant="h2" component="h2" id="key-visual-types-title" sx={{ mb: 1.5 }}>
        {t('keyVisual.menu.typesTitle')}
      </Typography>
      <RadioGroup name="type" value={value} onChange={(event) => onChange(event.target.value as KeyVisualType)} aria-labelledby="key-visual-types-title">
        <Grid container spacing={1.5}>
          {keyVisualTypes.map((type) => (
            <Grid key={type.code} size={{ xs: 12, sm: 6 }}>
              <Paper
                variant="outlined"
                sx={{ px: 1.5, py: 1, height: '100%', borderColor: value === type.code ? 'primary.main' : 'divider', borderWidth: value === type.code ? 2 : 1 }}
                data-testid={`key-visual-type-${type.code}`}
                data-checked={value === type.code}
              >
                <FormControlLabel
                  value={type.code}
                  control={<Radio size="small" />}
                  sx={{ width: '100%', mr: 0, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.25 } }}
                  label={
                    <Stack direction="row" spacing={1.5} sx={{ py: 0.25, alignItems: 'flex-start' }}>
                      <Stack sx={{ flex: 1, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600 }}>{type.name[language]}</Typography>
                        <Typography variant="caption" color="text.secondary">
                          {t(`keyVisual.menu.descriptions.${type.code}`)}
                        </Typography>
                      </Stack>
                      <PlacementDiagram type={type.code} label={t('keyVisual.menu.placement')} />
                    </Stack>
                  }
                />
              </Paper>
            </Grid>
          ))}
        </Grid>
      </RadioGroup>
      <FieldMessage message={error} testId="type-error" />
    </Paper>
  );
}

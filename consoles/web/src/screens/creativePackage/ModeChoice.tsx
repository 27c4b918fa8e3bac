import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { generationModes } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../projects/catalogue';
import { isRunnableMode, type DesignMode } from './designLimits';

/**
 * Section 1's six modes (`design-mode-{code}`, attributes `data-checked`, `data-available`; radio `input[name=mode]`):
 * the four this version runs, and image fix and brand generation shown disabled as not available yet.
 */
export function ModeChoice({ value, onChange }: { value: DesignMode; onChange: (mode: DesignMode) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }}>
      <Typography variant="h2" component="h2" id="design-mode-title" sx={{ mb: 1.5 }}>
        {t('design.modes.title')}
      </Typography>
      <RadioGroup name="mode" value={value} onChange={(event) => isRunnableMode(event.target.value) && onChange(event.target.value)} aria-labelledby="design-mode-title">
        <Grid container spacing={1.5}>
          {generationModes.map((mode) => {
            const available = isRunnableMode(mode.code);
            return (
              <Grid key={mode.code} size={{ xs: 12, sm: 6 }}>
                <Paper
                  variant="outlined"
                  sx={{ px: 2, py: 1, height: '100%', borderColor: value === mode.code ? 'primary.main' : 'divider', bgcolor: available ? undefined : 'action.hover' }}
                  data-testid={`design-mode-${mode.code}`}
                  data-checked={value === mode.code}
                  data-available={available}
                >
                  <FormControlLabel
                    value={mode.code}
                    disabled={!available}
                    control={<Radio />}
                    sx={{ width: '100%', mr: 0, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
                    label={
                      <Box sx={{ pt: 0.5 }}>
                        <Typography sx={{ fontWeight: 600 }}>{mode.name[language]}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`design.modes.descriptions.${mode.code}`)}
                        </Typography>
                        {!available && (
                          <Chip
                            size="small"
                            variant="outlined"
                            color="warning"
                            label={t('design.modes.notYet')}
                            // The label wraps in a narrow card instead of being cut.
                            sx={{ mt: 0.5, height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                            data-testid={`design-mode-${mode.code}-not-yet`}
                          />
                        )}
                      </Box>
                    }
                  />
                </Paper>
              </Grid>
            );
          })}
        </Grid>
      </RadioGroup>
    </Paper>
  );
}

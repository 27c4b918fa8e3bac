import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { conceptModels, type TextBriefRequest } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { useTextModels } from '../../api/generation';
import { QueryContent } from '../mypage/QueryContent';

export type TextModelCode = TextBriefRequest['model_code'];

/** A text model's name (section 9's catalogue), or its code when unknown. */
export const textModelName = (code: string) => conceptModels.find((model) => model.code === code)?.name ?? code;

/**
 * The three text models (`text-model-{code}`, attributes `data-checked`, `data-available`); a model whose provider is
 * not configured is answered by the demo generator and says so (`text-model-{code}-demo`).
 */
export function ModelChoice({ value, onChange }: { value: TextModelCode; onChange: (code: TextModelCode) => void }) {
  const { t } = useTranslation();
  const models = useTextModels();
  return (
    <Paper sx={{ p: 3, border: 1, borderColor: 'divider' }} data-testid="text-models">
      <Typography variant="h2" component="h2" id="text-models-title" sx={{ mb: 1.5 }}>
        {t('generation.models.title')}
      </Typography>
      <QueryContent query={models}>
        {(list) => (
          <RadioGroup name="model_code" value={value} onChange={(event) => onChange(event.target.value as TextModelCode)} aria-labelledby="text-models-title">
            <Stack spacing={1}>
              {list.map((model) => (
                <Paper
                  key={model.code}
                  variant="outlined"
                  sx={{ px: 2, py: 1, borderColor: value === model.code ? 'primary.main' : 'divider' }}
                  data-testid={`text-model-${model.code}`}
                  data-checked={value === model.code}
                  data-available={model.available}
                >
                  <FormControlLabel
                    value={model.code}
                    control={<Radio />}
                    sx={{ width: '100%', mr: 0 }}
                    label={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                        <Typography sx={{ fontWeight: 600 }}>{model.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`generation.models.providers.${model.provider}`)}
                        </Typography>
                        {!model.available && (
                          <Chip size="small" color="warning" variant="outlined" label={t('generation.models.demo')} title={t('generation.models.demoHint')} data-testid={`text-model-${model.code}-demo`} />
                        )}
                      </Stack>
                    }
                  />
                </Paper>
              ))}
            </Stack>
          </RadioGroup>
        )}
      </QueryContent>
      {models.data?.some((model) => !model.available) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('generation.models.demoHint')}
        </Typography>
      )}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { hexColourPattern, LogoBriefRequest, logoLimits, logoStyles, type LogoBrief, type LogoStyleCode } from '@packlens/contracts';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { checkWithSchema, problemText, type FieldProblems } from '../../forms/fieldErrors';
import { useLanguage } from '../projects/catalogue';
import { FieldMessage } from '../projects/StepActions';

/** A brief as the form holds it (the API's names; colours as typed, `#rrggbb` once valid). */
export interface BriefValues {
  brand_name: string;
  style: LogoStyleCode;
  colours: string[];
  description: string;
}
export type BriefField = keyof BriefValues;

export const emptyBrief = (): BriefValues => ({ brand_name: '', style: 'wordmark', colours: ['#e67e22'], description: '' });
export const briefOf = (brief: LogoBrief): BriefValues => ({ brand_name: brief.brand_name, style: brief.style, colours: [...brief.colours], description: brief.description });
export const sameBrief = (a: BriefValues, b: BriefValues) => JSON.stringify(a) === JSON.stringify(b);

/** The contract's checks of a brief, by field, with the codes the server answers (colours.1 is the colours' problem). */
export const checkBrief = (values: BriefValues): FieldProblems<BriefField> => checkWithSchema<BriefField>(LogoBriefRequest, values);

/** The server's refusal of a brief, by field (`colours.0` counts as `colours`). */
export function serverBriefMessages(error: unknown): Partial<Record<BriefField, string>> {
  if (!(error instanceof ApiError)) return {};
  const messages: Partial<Record<BriefField, string>> = {};
  for (const entry of error.problem?.errors ?? []) {
    const field = entry.field.split('.')[0] as BriefField;
    messages[field] ??= entry.message;
  }
  return messages;
}

/** A colour the native picker can show: the typed one when it is `#rrggbb`, else black. */
const pickable = (colour: string) => (hexColourPattern.test(colour) ? colour.toLowerCase() : '#000000');

/**
 * The brief's fields: brand name (`input[name=brand_name]`), the style catalogue as radios (`logo-style-{code}`), one to
 * three colours each with a picker and its hex (`input[name=colour_{i}]`), and the description. Problems show under
 * the field they name, in the catalogue's words.
 */
export function LogoBriefFields({
  values,
  onChange,
  problems,
  serverMessages,
}: {
  values: BriefValues;
  onChange: (values: BriefValues) => void;
  problems: FieldProblems<BriefField>;
  serverMessages: Partial<Record<BriefField, string>>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorOf = (field: BriefField) => {
    const problem = problems[field];
    return problem ? problemText(problem, language, t) : serverMessages[field];
  };
  const set = <K extends BriefField>(field: K, value: BriefValues[K]) => onChange({ ...values, [field]: value });
  const setColour = (index: number, colour: string) => set('colours', values.colours.map((current, i) => (i === index ? colour : current)));
  const nameError = errorOf('brand_name');
  const coloursError = errorOf('colours');
  const descriptionError = errorOf('description');
  return (
    <Stack spacing={2.5}>
      <TextField
        id="logo-brand-name"
        name="brand_name"
        label={t('logo.brief.brandName')}
        value={values.brand_name}
        onChange={(event) => set('brand_name', event.target.value)}
        error={nameError !== undefined}
        helperText={nameError ?? t('logo.brief.brandNameHint')}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: logoLimits.brandNameMaxLength * 2 } }}
      />
      <Box>
        <FormLabel id="logo-style-title" sx={{ display: 'block', mb: 1 }}>
          {t('logo.brief.style')}
        </FormLabel>
        <RadioGroup name="style" value={values.style} onChange={(event) => set('style', event.target.value as LogoStyleCode)} aria-labelledby="logo-style-title">
          <Grid container spacing={1}>
            {logoStyles.map((style) => (
              <Grid key={style.code} size={{ xs: 12, sm: 6 }}>
                <Paper variant="outlined" sx={{ px: 1.5, borderColor: values.style === style.code ? 'primary.main' : 'divider' }} data-testid={`logo-style-${style.code}`} data-checked={values.style === style.code}>
                  <FormControlLabel value={style.code} control={<Radio size="small" />} label={style.name[language]} sx={{ width: '100%', mr: 0 }} />
                </Paper>
              </Grid>
            ))}
          </Grid>
        </RadioGroup>
      </Box>
      <Box data-testid="logo-colours">
        <FormLabel sx={{ display: 'block', mb: 1 }}>{t('logo.brief.colours')}</FormLabel>
        <Stack spacing={1}>
          {values.colours.map((colour, index) => (
            <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box
                component="input"
                type="color"
                value={pickable(colour)}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setColour(index, event.target.value)}
                aria-label={t('logo.brief.colour', { n: index + 1 })}
                data-testid={`logo-colour-picker-${index}`}
                sx={{ width: 44, height: 40, p: 0.25, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer' }}
              />
              <TextField
                size="small"
                name={`colour_${index}`}
                label={t('logo.brief.colour', { n: index + 1 })}
                value={colour}
                onChange={(event) => setColour(index, event.target.value.trim())}
                error={coloursError !== undefined && !hexColourPattern.test(colour)}
                sx={{ width: 160 }}
                slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
              />
              {values.colours.length > logoLimits.coloursMin && (
                <IconButton aria-label={t('logo.brief.removeColour', { n: index + 1 })} onClick={() => set('colours', values.colours.filter((_, i) => i !== index))} data-testid={`logo-remove-colour-${index}`}>
                  <CloseOutlined fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
        {values.colours.length < logoLimits.coloursMax && (
          <Button size="small" startIcon={<AddOutlined />} sx={{ mt: 1 }} onClick={() => set('colours', [...values.colours, '#2c3e50'])} data-testid="logo-add-colour">
            {t('logo.brief.addColour')}
          </Button>
        )}
        <FieldMessage message={coloursError} testId="logo-colours-error" />
      </Box>
      <TextField
        name="description"
        label={t('logo.brief.description')}
        placeholder={t('logo.brief.descriptionHint')}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={descriptionError !== undefined}
        helperText={descriptionError}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: logoLimits.descriptionMaxLength } }}
      />
    </Stack>
  );
}

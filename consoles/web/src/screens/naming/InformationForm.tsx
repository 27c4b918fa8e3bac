import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TextProjectDetail } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { isLive } from '../../api/generation';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { useForm, type TextFieldBinding } from '../../forms/useForm';
import { formatCount } from '../../i18n/format';
import { catalogueMessage, useLanguage } from '../projects/catalogue';
import { CategoryField, OutputLanguageField, ProductField, TargetField } from '../textProjects/BriefFields';
import { briefProblems, briefRequestOf, briefValuesOf, catchPhraseBudget, type BriefChoice, type BriefValues } from '../textProjects/briefValues';
import { namingKind } from '../textProjects/kinds';
import { limitReached, TurnRefusal } from '../textProjects/TurnNotices';
import { useBriefAndAnswer } from '../textProjects/useBriefAndAnswer';
import type { NamingMenu } from './namingMenu';

/**
 * The catch-phrase maximum (`input[name=max_chars]`) with the live budget check: count × maximum within 3,000
 * characters (`catch-budget`, attribute `data-within`), refused with the catalogue's message as soon as it is over.
 */
function MaxCharsField({ binding, count }: { binding: TextFieldBinding; count: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const budget = catchPhraseBudget(count, binding.value);
  const over = Number.isFinite(budget.total) && !budget.within;
  const live = over
    ? catalogueMessage('CATCH_COPY_TOO_LONG', language, { max: formatCount(budget.budget) })
    : Number.isFinite(budget.total)
      ? t('generation.brief.budget', { count, max: formatCount(Number(binding.value)), total: formatCount(budget.total), budget: formatCount(budget.budget) })
      : undefined;
  return (
    <TextField
      {...binding}
      error={binding.error || over}
      helperText={<span data-testid="catch-budget" data-within={!over}>{binding.helperText ?? live}</span>}
      label={t('generation.brief.maxChars')}
      type="number"
      required
      fullWidth
      slotProps={{ htmlInput: { min: 5, step: 1, inputMode: 'numeric' } }}
    />
  );
}

/**
 * The information step's form (`brief-form`): product, category, target, features, tone, words to use and to avoid,
 * the output language and, for catch-phrases, the maximum length. What the contract refuses is said before sending;
 * the server's field errors land on their fields. "Generate" (`brief-submit`) saves the brief, then asks for an answer.
 */
export function InformationForm({ project, menu, onAsked }: { project: TextProjectDetail; menu: NamingMenu; onAsked: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const generate = useBriefAndAnswer(project.id);
  const choice: BriefChoice = { service: menu.service, count: menu.count, model_code: menu.model };
  const form = useForm<BriefValues>({
    initial: briefValuesOf(project.brief, language),
    check: (values) => briefProblems(values, choice),
    serverError: generate.briefError,
  });
  const running = project.turns.some(isLive);
  const submit = form.onSubmit((values) => generate.send(briefRequestOf(values, choice), onAsked));
  const catchPhrases = menu.service === 'catch_phrases';
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="brief-form">
      <Stack spacing={2.5}>
        <ProblemAlert error={generate.briefError} />
        <ProductField binding={form.text('product')} />
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CategoryField binding={form.text('category_id')} country={project.country} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TargetField binding={form.text('target')} />
          </Grid>
        </Grid>
        <TextField {...form.text('features')} helperText={form.text('features').helperText ?? t('generation.brief.featuresHint')} label={t('generation.brief.features')} multiline minRows={2} fullWidth />
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...form.text('tone')} label={t('generation.brief.tone')} placeholder={t('generation.brief.toneHint')} fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <OutputLanguageField binding={form.text('language')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...form.text('words_to_use')} helperText={form.text('words_to_use').helperText ?? t('generation.brief.wordsHint')} label={t('generation.brief.wordsToUse')} fullWidth />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...form.text('words_to_avoid')} helperText={form.text('words_to_avoid').helperText ?? t('generation.brief.wordsHint')} label={t('generation.brief.wordsToAvoid')} fullWidth />
          </Grid>
          {catchPhrases && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <MaxCharsField binding={form.text('max_chars')} count={menu.count} />
            </Grid>
          )}
        </Grid>
        <TurnRefusal error={generate.answerError} kind={namingKind} />
        <Box>
          <Button type="submit" variant="contained" disabled={generate.pending || running || limitReached(project)} data-testid="brief-submit">
            {generate.pending ? t('generation.brief.sending') : project.turns.length === 0 ? t('generation.brief.generate') : t('generation.brief.regenerate')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import { categoriesFor, packShapes, type CountryCode } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDesignPromptAssist } from '../../api/design';
import { ProblemAlert } from '../../forms/ProblemAlert';
import { names, useLanguage } from '../projects/catalogue';
import { DemoChip } from '../textProjects/DemoNotice';

/**
 * Prompt assist (`prompt-assist`; section 5: it needs a category and a shape): the text model writes an image prompt
 * (in English, which image models read best) from them and the words in the prompt field, and the prompt field takes it.
 */
export function PromptAssist({ projectId, country, keywords, onPrompt }: { projectId: string; country: CountryCode; keywords: string; onPrompt: (prompt: string) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const assist = useDesignPromptAssist(projectId);
  const [category, setCategory] = useState('');
  const [shape, setShape] = useState('');
  const missing = !category || !shape;
  return (
    <Stack spacing={1} data-testid="prompt-assist">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField select size="small" name="assist_category" label={t('design.scoring.category')} value={category} onChange={(e) => setCategory(e.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ minWidth: 160 }}>
          <option value="">—</option>
          {categoriesFor(country).map((c) => (
            <option key={c.id} value={c.id}>
              {names.category(c.id, language)}
            </option>
          ))}
        </TextField>
        <TextField select size="small" name="assist_shape" label={t('design.brand.shape')} value={shape} onChange={(e) => setShape(e.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ minWidth: 120 }}>
          <option value="">—</option>
          {packShapes.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name[language]}
            </option>
          ))}
        </TextField>
        <Button
          size="small"
          startIcon={<AutoFixHighOutlined />}
          disabled={missing || assist.isPending}
          onClick={() => assist.mutate({ prompt: keywords.slice(0, 500), category_id: Number(category), shape }, { onSuccess: (answer) => onPrompt(answer.text) })}
          data-testid="prompt-assist-run"
        >
          {assist.isPending ? t('design.assist.running') : t('design.assist.run')}
        </Button>
        {assist.data?.demo && <DemoChip />}
      </Stack>
      {missing && <Alert severity="info" sx={{ py: 0 }}>{t('design.assist.needs')}</Alert>}
      <ProblemAlert error={assist.error} testId="prompt-assist-error" />
    </Stack>
  );
}

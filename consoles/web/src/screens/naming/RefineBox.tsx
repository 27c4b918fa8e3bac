import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { TextTurnRequest } from '@packlens/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestTurn } from '../../api/generation';
import { checkWithSchema, problemText } from '../../forms/fieldErrors';
import { useLanguage } from '../projects/catalogue';
import { namingKind } from '../textProjects/kinds';
import { TurnRefusal } from '../textProjects/TurnNotices';

/** The quick refinements, in the interface language (the demo generator and the models read any of the three). */
const quickRefinements = ['shorter', 'playful', 'premium', 'keepThird'] as const;

/**
 * The next request of the conversation (`refine-box`): a quick chip (`refine-chip-{shorter,playful,premium,keepThird}`)
 * sends its instruction at once; a free instruction (`textarea[name=instruction]`, `refine-send`); or a new list
 * without instruction (`refine-new-list`). Closed while an answer is written or the limit is reached.
 */
export function RefineBox({ projectId, disabled }: { projectId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const request = useRequestTurn(projectId);
  const [instruction, setInstruction] = useState('');
  const problem = checkWithSchema(TextTurnRequest, { instruction }).instruction;
  const closed = disabled || request.isPending;

  const ask = (text: string) => request.mutate(text, { onSuccess: () => setInstruction('') });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (problem || !instruction.trim()) return;
    ask(instruction.trim());
  }

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider' }} data-testid="refine-box">
      <Typography variant="h2" component="h3" sx={{ mb: 1.5 }}>
        {t('generation.refine.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {quickRefinements.map((id) => (
          <Chip
            key={id}
            label={t(`generation.refine.chips.${id}.label`)}
            onClick={() => ask(t(`generation.refine.chips.${id}.instruction`))}
            disabled={closed}
            variant="outlined"
            color="primary"
            data-testid={`refine-chip-${id}`}
          />
        ))}
      </Stack>
      <Box component="form" noValidate onSubmit={submit} data-testid="refine-form">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            name="instruction"
            label={t('generation.refine.label')}
            placeholder={t('generation.refine.placeholder')}
            value={instruction}
            onChange={(event) => setInstruction(event.target.value)}
            error={problem !== undefined}
            helperText={problem ? problemText(problem, language, t) : undefined}
            multiline
            maxRows={4}
            fullWidth
            size="small"
          />
          <Button type="submit" variant="contained" startIcon={<SendOutlined />} disabled={closed || !instruction.trim() || problem !== undefined} sx={{ whiteSpace: 'nowrap' }} data-testid="refine-send">
            {t('generation.refine.send')}
          </Button>
        </Stack>
      </Box>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button variant="text" startIcon={<AutorenewOutlined />} disabled={closed} onClick={() => ask('')} data-testid="refine-new-list">
          {t('generation.refine.newList')}
        </Button>
      </Stack>
      <Box sx={{ mt: request.error ? 1.5 : 0 }}>
        <TurnRefusal error={request.error} kind={namingKind} />
      </Box>
    </Paper>
  );
}

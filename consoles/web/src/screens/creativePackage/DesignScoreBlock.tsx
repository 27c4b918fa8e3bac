import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DesignImageScore } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { names, useLanguage } from '../projects/catalogue';

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * What the evaluation engine says of a generated design (`design-score`, attributes `data-rank`, `data-mean`): its
 * place among the job's candidates, the segment's predicted preference with its spread, and how much of the heat map
 * falls on the product name (and how that compares with the name's share of the area).
 */
export function DesignScoreBlock({ score }: { score: DesignImageScore }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Box sx={{ mt: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="design-score" data-rank={score.rank} data-mean={score.mean}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color={score.rank === 1 ? 'primary' : 'default'} label={t('design.scoring.rank', { rank: score.rank })} data-testid="design-score-rank" />
        {score.demo_model && <Chip size="small" variant="outlined" color="warning" label={t('design.scoring.demoModel')} />}
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }} data-testid="design-score-preference">
        {t('design.scoring.preference', { segment: names.segment(score.segment_id, language), mean: score.mean.toFixed(2), sd: score.sd.toFixed(2) })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" data-testid="design-score-name">
        {score.name_attention_share === null
          ? t('design.scoring.noName')
          : t('design.scoring.nameAttention', { share: percent(score.name_attention_share), lift: (score.name_attention_lift ?? 0).toFixed(1) })}
      </Typography>
    </Box>
  );
}

import Typography from '@mui/material/Typography';
import type { ImageQuota } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';
import { catalogueMessage, useLanguage } from '../catalogue';

/**
 * How many more images may be added, and why: the header's "5 images" says nothing about the 3 already in this
 * project, so the step says what is left of the plan once they are counted (issue 19, item 7).
 */
export function RoomLine({ room, quota }: { room: number; quota: ImageQuota }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = quota.expired
    ? catalogueMessage('PLAN_EXPIRED', language)
    : quota.limit === null
      ? t('projects.images.roomUnlimited', { room })
      : t('projects.images.room', { room, limit: quota.limit, used: quota.used });
  return (
    <Typography variant="body2" color={room === 0 ? 'warning.main' : 'text.secondary'} data-testid="image-room" data-room={room}>
      {text}
    </Typography>
  );
}

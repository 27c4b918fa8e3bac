import Chip, { type ChipProps } from '@mui/material/Chip';
import type { UserStatus } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';

/** Valid users can log in; invalid and locked users cannot (section 4). */
const statusColors: Record<UserStatus, ChipProps['color']> = { valid: 'success', invalid: 'default', lock: 'warning' };

export function StatusChip({ status, testId }: { status: UserStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={statusColors[status]} label={t(`mypage.statuses.${status}`)} data-testid={testId} data-status={status} />
  );
}

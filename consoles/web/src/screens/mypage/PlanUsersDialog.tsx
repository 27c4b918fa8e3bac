import Typography from '@mui/material/Typography';
import type { PlanUsers } from '@packlens/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectPlanUsers } from '../../api/users';
import { PlanUserChecklist, type PlanUserCandidate } from '../plans/PlanUserChecklist';
import { CommandDialog } from './CommandDialog';

/**
 * The admin changes who uses the unlimited plan while it has more accounts than it allows (section 4). Pessimistic:
 * the dialog stays open with the server's refusal (more users than the plan allows) until the selection is saved.
 */
export function PlanUsersDialog({ adminId, planUsers, users, onClose }: { adminId: string; planUsers: PlanUsers; users: PlanUserCandidate[]; onClose: () => void }) {
  const { t } = useTranslation();
  const select = useSelectPlanUsers();
  const [selected, setSelected] = useState(() => planUsers.selected_user_ids.filter((id) => id !== adminId));
  return (
    <CommandDialog
      open
      title={t('mypage.planUsers.title')}
      confirmLabel={t('mypage.planUsers.save')}
      pending={select.isPending}
      error={select.error}
      onConfirm={() => select.mutate([adminId, ...selected], { onSuccess: onClose })}
      onClose={onClose}
      testId="plan-users-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {t('mypage.planUsers.dialogLead', { max: planUsers.max_accounts })}
      </Typography>
      <div>
        <PlanUserChecklist adminId={adminId} users={users} max={planUsers.max_accounts} selected={selected} onChange={setSelected} />
      </div>
    </CommandDialog>
  );
}

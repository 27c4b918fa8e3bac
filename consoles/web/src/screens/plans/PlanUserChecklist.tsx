import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface PlanUserCandidate {
  id: string;
  name: string;
  email: string;
}

/**
 * Ticks who uses the unlimited plan (section 4): at most `max` users, the admin always among them (checked, fixed).
 * `selected` holds the others; PlanConfirm and user management both choose with it.
 */
export function PlanUserChecklist({
  adminId,
  users,
  max,
  selected,
  onChange,
}: {
  adminId: string;
  users: PlanUserCandidate[];
  max: number;
  selected: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const others = selected.filter((id) => id !== adminId);
  return (
    <>
      <FormGroup>
        {users.map((member) => {
          const checked = member.id === adminId || others.includes(member.id);
          const full = !checked && others.length + 1 >= max;
          return (
            <FormControlLabel
              key={member.id}
              label={`${member.name} (${member.email})`}
              control={
                <Checkbox
                  checked={checked}
                  disabled={member.id === adminId || full}
                  onChange={(event) => onChange(event.target.checked ? [...others, member.id] : others.filter((id) => id !== member.id))}
                  slotProps={{ input: { 'data-testid': `select-user-${member.id}` } as object }}
                />
              }
            />
          );
        })}
      </FormGroup>
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="selected-user-count">
        {t('billing.confirm.selectedCount', { count: others.length + 1, max })}
      </Typography>
    </>
  );
}

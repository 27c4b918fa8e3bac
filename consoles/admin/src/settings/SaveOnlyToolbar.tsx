import { SaveButton, Toolbar } from 'react-admin';

/** Settings and plans are edited, never deleted: the form's toolbar only saves. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

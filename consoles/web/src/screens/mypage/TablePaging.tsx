import TablePagination from '@mui/material/TablePagination';
import { uiDefaults } from '@packlens/contracts';
import { useTranslation } from 'react-i18next';

/** Section 9's table paging: 10, 25, 50 or 100 rows, 10 by default. `page` counts from 0. */
export function TablePaging({
  count,
  page,
  pageSize,
  onChange,
}: {
  count: number;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...uiDefaults.pageSizes]}
      onPageChange={(_event, next) => onChange(next, pageSize)}
      onRowsPerPageChange={(event) => onChange(0, Number(event.target.value))}
      labelRowsPerPage={t('mypage.table.rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('mypage.table.displayedRows', { from, to, total })}
    />
  );
}

/** Page state of a table, counting from 0 as MUI does. */
export interface PageState {
  page: number;
  pageSize: number;
}
export const firstPage: PageState = { page: 0, pageSize: uiDefaults.defaultPageSize };

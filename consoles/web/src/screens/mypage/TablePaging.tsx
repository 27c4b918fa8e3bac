import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { uiDefaults } from '@packlens/contracts';
import type { ReactNode } from 'react';
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

/** A small table of one page of rows with the paging under it. */
export function PagedTable({
  head,
  children,
  count,
  paging,
  onPaging,
}: {
  head: ReactNode;
  children: ReactNode;
  count: number;
  paging: PageState;
  onPaging: (paging: PageState) => void;
}) {
  return (
    <>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      <TablePaging count={count} page={paging.page} pageSize={paging.pageSize} onChange={(page, pageSize) => onPaging({ page, pageSize })} />
    </>
  );
}

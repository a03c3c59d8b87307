import { Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import { useDateFormat } from '@/src/ui/formats';
import type { AuditEntry } from '../api';
import { isAuditAction, isAuditRecordType } from '../model/filters';
import { AuditDetails } from './AuditDetails';

/** The operator who acted: an e-mail, or the command line (`cli`). */
const CLI = 'cli';

/** The log's rows: a table from 768 px, a card per entry below. */
export function AuditTable({ entries, stale }: { entries: AuditEntry[]; stale: boolean }) {
  const { t } = useTranslation('opsAudit');
  const time = useDateFormat('time');
  // An action or a type this console does not know yet reads as the log wrote it.
  const action = useCallback(
    (value: string) => (isAuditAction(value) ? t(`actions.${value}`) : value),
    [t],
  );
  const columns = useMemo<DataColumn<AuditEntry>[]>(() => {
    const recordType = (value: string) =>
      isAuditRecordType(value) ? t(`recordTypes.${value}`) : value;
    return [
      {
        key: 'time',
        header: t('columns.time'),
        nowrap: true,
        muted: true,
        render: (entry) => <time dateTime={entry.created_at}>{time(entry.created_at)}</time>,
      },
      {
        key: 'operator',
        header: t('columns.operator'),
        render: (entry) => (entry.operator === CLI ? t('cli') : entry.operator),
      },
      {
        key: 'action',
        header: t('columns.action'),
        strong: true,
        cardLabel: false,
        render: (entry) => action(entry.action),
      },
      {
        key: 'record',
        header: t('columns.record'),
        render: (entry) => (
          <>
            {recordType(entry.record_type)}{' '}
            <Text as="span" fontFamily="mono" fontSize="sm" color="fg.muted">
              {entry.record_id}
            </Text>
          </>
        ),
      },
      {
        key: 'reason',
        header: t('columns.reason'),
        render: (entry) => (
          <>
            <Text>{entry.reason}</Text>
            <AuditDetails details={entry.details} />
          </>
        ),
      },
    ];
  }, [t, time, action]);
  return (
    <DataTable
      label={t('columns.label')}
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowTestId="audit-entry"
      cardLabel={(entry) => `${action(entry.action)}, ${time(entry.created_at)}`}
      stale={stale}
      align="top"
      virtual
    />
  );
}

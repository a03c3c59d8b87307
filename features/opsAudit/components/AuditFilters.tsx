import { Button, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DebouncedInput } from '@/src/ui/DebouncedInput';
import { SelectOptions } from '@/src/ui/forms/SelectField';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, type AuditParams } from '../model/filters';

interface AuditFiltersProps {
  filters: AuditParams;
  onChange: (changes: Partial<AuditParams>) => void;
  onClear: (() => void) | null;
}

/** The log's filters; each change goes to the address at once (text after a pause). */
export function AuditFilters({ filters, onChange, onClear }: AuditFiltersProps) {
  const { t } = useTranslation('opsAudit');
  return (
    <Stack role="group" aria-label={t('filters.label')} gap="3">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        <Field.Root>
          <Field.Label fontWeight="medium">{t('filters.operator')}</Field.Label>
          <DebouncedInput
            name="operator"
            value={filters.operator}
            onCommit={(operator) => onChange({ operator: operator.trim() })}
            placeholder={t('filters.operatorHint')}
            autoComplete="off"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label fontWeight="medium">{t('filters.action')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="action"
              value={filters.action}
              onChange={(event) =>
                onChange({ action: event.target.value as AuditParams['action'] })
              }
            >
              <SelectOptions
                empty={t('filters.anyAction')}
                options={AUDIT_ACTIONS.map((value) => ({ value, label: t(`actions.${value}`) }))}
              />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label fontWeight="medium">{t('filters.recordType')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="type"
              value={filters.type}
              onChange={(event) => onChange({ type: event.target.value as AuditParams['type'] })}
            >
              <SelectOptions
                empty={t('filters.anyRecordType')}
                options={AUDIT_RECORD_TYPES.map((value) => ({
                  value,
                  label: t(`recordTypes.${value}`),
                }))}
              />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label fontWeight="medium">{t('filters.recordId')}</Field.Label>
          <DebouncedInput
            name="id"
            value={filters.id}
            onCommit={(id) => onChange({ id: id.trim() })}
            autoComplete="off"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label fontWeight="medium">{t('filters.from')}</Field.Label>
          <Input
            type="date"
            name="from"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label fontWeight="medium">{t('filters.to')}</Field.Label>
          <Input
            type="date"
            name="to"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </Field.Root>
      </SimpleGrid>
      {onClear && (
        <Button variant="ghost" alignSelf="start" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

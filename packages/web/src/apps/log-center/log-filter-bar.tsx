import { AUDIT_CATEGORIES, type AuditCategory } from '@coffer/contract';
import { ClearOutlined } from '@ant-design/icons';
import { Button, Input, Select, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import {
  LOG_RANGES,
  NO_FILTER,
  isFiltered,
  withRange,
  type LogFilterState,
  type LogRange,
} from './log-filters';

/** Time range, category, result, user name and free text; text fields apply on Enter or search. */
export function LogFilterBar({
  value,
  onChange,
}: {
  value: LogFilterState;
  onChange: (next: LogFilterState) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(value.username);
  const [q, setQ] = useState(value.q);
  return (
    <div className="log-filters" role="search">
      <Select<LogRange>
        aria-label={t('logCenter.filters.range')}
        value={value.range}
        style={{ width: 125 }}
        onChange={(range) => onChange(withRange(value, range))}
        options={(Object.keys(LOG_RANGES) as LogRange[]).map((range) => ({
          value: range,
          label: t(`logCenter.ranges.${range}`),
        }))}
        data-testid="log-filter-range"
      />
      <Select<AuditCategory | ''>
        aria-label={t('logCenter.filters.category')}
        value={value.category ?? ''}
        style={{ width: 130 }}
        onChange={(category) => onChange({ ...value, category: category || undefined })}
        options={[
          { value: '', label: t('logCenter.filters.allCategories') },
          ...AUDIT_CATEGORIES.map((category) => ({
            value: category,
            label: t(`logCenter.categories.${category}`),
          })),
        ]}
        data-testid="log-filter-category"
      />
      <Select<'ok' | 'fail' | ''>
        aria-label={t('logCenter.filters.result')}
        value={value.result ?? ''}
        style={{ width: 120 }}
        onChange={(result) => onChange({ ...value, result: result || undefined })}
        options={[
          { value: '', label: t('logCenter.filters.allResults') },
          { value: 'ok', label: t('logCenter.filters.ok') },
          { value: 'fail', label: t('logCenter.filters.fail') },
        ]}
        data-testid="log-filter-result"
      />
      <Input
        aria-label={t('logCenter.filters.user')}
        placeholder={t('logCenter.filters.user')}
        value={username}
        maxLength={128}
        allowClear
        style={{ width: 110 }}
        onChange={(event) => {
          setUsername(event.target.value);
          if (event.target.value === '') onChange({ ...value, username: '' });
        }}
        onPressEnter={() => onChange({ ...value, username })}
        onBlur={() => username !== value.username && onChange({ ...value, username })}
        data-testid="log-filter-user"
      />
      <Input.Search
        aria-label={t('logCenter.filters.search')}
        placeholder={t('logCenter.filters.search')}
        value={q}
        maxLength={200}
        allowClear
        className="log-search"
        onChange={(event) => setQ(event.target.value)}
        onSearch={(text) => onChange({ ...value, q: text })}
        data-testid="log-filter-search"
      />
      <Tooltip title={t('logCenter.filters.reset')}>
        <Button
          icon={<ClearOutlined />}
          aria-label={t('logCenter.filters.reset')}
          disabled={!isFiltered(value)}
          onClick={() => {
            setUsername('');
            setQ('');
            onChange(NO_FILTER);
          }}
        />
      </Tooltip>
    </div>
  );
}

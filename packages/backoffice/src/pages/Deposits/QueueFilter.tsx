import { Select, TextField } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { filterField, toolbar } from './Deposits.css.ts';
import type { QueueFilter as Filter } from './queue.ts';

/** The select's value for "every channel"; channels are keyed `channel:<name>`, so none clashes. */
const everyChannel = 'all';

/** Narrows the rows shown (in the page: the queue is loaded whole). */
export function QueueFilter({
  filter,
  channels,
  onChange,
}: {
  filter: Filter;
  channels: readonly string[];
  onChange: (filter: Filter) => void;
}) {
  const { t } = useTranslation();
  return (
    <search className={toolbar}>
      <div className={filterField}>
        <TextField
          label={t('deposits.filter')}
          type="search"
          value={filter.text}
          onChange={(text) => onChange({ ...filter, text })}
        />
      </div>
      {channels.length > 1 && (
        <Select
          label={t('deposits.channel')}
          value={filter.channel === null ? everyChannel : `channel:${filter.channel}`}
          onChange={(value) =>
            onChange({
              ...filter,
              channel: value?.startsWith('channel:') ? value.slice('channel:'.length) : null,
            })
          }
          options={[
            { value: everyChannel, label: t('deposits.allChannels') },
            ...channels.map((channel) => ({ value: `channel:${channel}`, label: channel })),
          ]}
        />
      )}
    </search>
  );
}

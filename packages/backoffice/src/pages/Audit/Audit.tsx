import { Button, DataTable } from '@playsite/ui';
import { useList } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { Message } from '../../common/Message.tsx';
import { useActionMessage } from '../../common/useError.ts';
import { currentTag } from '../../i18n/index.ts';
import { mono } from '../../layout/layout.css.ts';

interface AuditRow {
  seq: number;
  at: number;
  operator: string;
  action: string;
  target: string;
  detail: unknown;
}

type Verdict = { intact: true; rows: number } | { intact: false; brokenAt: number; reason: string };

/** The audit log, newest first, and a check of its hash chain. */
export function Audit() {
  const { t } = useTranslation();
  const tag = currentTag();
  const { result, query } = useList<AuditRow>({ resource: 'audit', pagination: { mode: 'off' } });
  const { message, fail, done, warn } = useActionMessage();
  const verify = async () => {
    try {
      const verdict = await call<Verdict>('GET', '/audit/verify');
      if (verdict.intact) done(t('audit.intact', { rows: verdict.rows }));
      else warn(t('audit.broken', { row: verdict.brokenAt, reason: verdict.reason }));
    } catch (error) {
      fail(error);
    }
  };
  return (
    <>
      <h1>{t('audit.title')}</h1>
      <Button onPress={verify}>{t('audit.verify')}</Button>
      <Message message={message} />
      <DataTable
        caption={t('audit.caption')}
        rows={result.data}
        rowKey={(row) => String(row.seq)}
        isLoading={query.isLoading}
        columns={[
          { id: 'seq', header: t('audit.seq'), align: 'end', cell: (row) => row.seq },
          { id: 'time', header: t('audit.time'), cell: (row) => new Date(row.at).toLocaleString(tag) },
          { id: 'operator', header: t('audit.operator'), cell: (row) => row.operator },
          { id: 'action', header: t('audit.action'), cell: (row) => row.action },
          {
            id: 'target',
            header: t('audit.target'),
            cell: (row) => <span className={mono}>{row.target}</span>,
          },
        ]}
      />
    </>
  );
}

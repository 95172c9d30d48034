import { Button, DataTable, TextField } from '@playsite/ui';
import { useList } from '@refinedev/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { link, panel, row } from '../../layout/layout.css.ts';

interface PlayerHit {
  id: number;
  username: string;
  email: string | null;
  mobile: string | null;
  locked: boolean;
}

/** Search by username, mobile, e-mail, id or IP; each hit opens the player's 360 page. */
export function Players() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { result, query: list } = useList<PlayerHit>({
    resource: 'players',
    filters: [{ field: 'q', operator: 'eq', value: query }],
    queryOptions: { enabled: query !== '' },
    pagination: { mode: 'off' },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  return (
    <>
      <h1>{t('players.title')}</h1>
      <search>
        <form className={`${panel} ${row}`} onSubmit={submit}>
          <TextField label={t('players.search')} name="q" value={text} onChange={setText} isRequired />
          <Button type="submit">{t('players.searchButton')}</Button>
        </form>
      </search>
      {query && (
        <DataTable
          caption={t('players.results')}
          rows={result.data}
          rowKey={(hit) => String(hit.id)}
          isLoading={list.isLoading}
          empty={<p>{t('players.none')}</p>}
          columns={[
            { id: 'id', header: t('players.id'), align: 'end', cell: (hit) => hit.id },
            {
              id: 'username',
              header: t('players.username'),
              cell: (hit) => (
                <Link
                  className={link}
                  to={`/players/${hit.id}`}
                  aria-label={t('players.open', { username: hit.username })}
                >
                  {hit.username}
                </Link>
              ),
            },
            { id: 'mobile', header: t('players.mobile'), cell: (hit) => hit.mobile ?? '—' },
            { id: 'email', header: t('players.email'), cell: (hit) => hit.email ?? '—' },
            {
              id: 'state',
              header: t('players.state'),
              cell: (hit) => (hit.locked ? t('players.locked') : t('players.active')),
            },
          ]}
        />
      )}
    </>
  );
}

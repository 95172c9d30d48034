import { DataTable, vars } from '@playsite/ui';
import { useCustom } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { apiBase, money } from '../../api/client.ts';
import { currentTag } from '../../i18n/index.ts';
import { link, panel } from '../../layout/layout.css.ts';

interface GgrRow {
  day: string;
  gameClass: string;
  stakes: string;
  payouts: string;
  ggr: string;
}

/** Series colours from the theme (brand, accent-like roles), so the chart follows the brand. */
const palette = [
  vars.color.background.brand,
  vars.color.background.success,
  vars.color.background.warning,
  vars.color.background.danger,
  vars.color.foreground.link,
  vars.color.foreground.muted,
];

/** One chart row per day: { day, RNG: major units, LIVE: … }. */
export function chartRows(rows: GgrRow[]) {
  const days = new Map<string, Record<string, number | string>>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { day: row.day };
    day[row.gameClass] = Number(row.ggr) / 100;
    days.set(row.day, day);
  }
  return [...days.values()];
}

/** GGR by day and game class from the ledger (the server's one documented query), chart and CSV. */
export function Reports() {
  const { t } = useTranslation();
  const tag = currentTag();
  const { result, query } = useCustom<{ rows: GgrRow[] }>({ url: '/reports/ggr', method: 'get' });
  const rows = result.data?.rows ?? [];
  const classes = [...new Set(rows.map((row) => row.gameClass))];
  return (
    <>
      <h1>{t('reports.title')}</h1>
      <section className={panel} aria-labelledby="ggr-chart">
        <h2 id="ggr-chart">{t('reports.chart')}</h2>
        <a className={link} href={`${apiBase}/reports/ggr.csv`} download>
          {t('reports.csv')}
        </a>
        {rows.length > 0 && (
          <figure role="img" aria-label={t('reports.chart')} style={{ margin: 0, height: 320 }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={chartRows(rows)}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="day" />
                <YAxis />
                <Tooltip />
                <Legend />
                {classes.map((gameClass, index) => (
                  <Bar
                    key={gameClass}
                    dataKey={gameClass}
                    stackId="ggr"
                    fill={palette[index % palette.length]}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </figure>
        )}
      </section>
      <DataTable
        caption={t('reports.caption')}
        showCaption
        rows={rows}
        rowKey={(row) => `${row.day}:${row.gameClass}`}
        isLoading={query.isLoading}
        empty={<p>{t('reports.empty')}</p>}
        columns={[
          { id: 'day', header: t('reports.day'), cell: (row) => row.day },
          { id: 'class', header: t('reports.class'), cell: (row) => row.gameClass },
          { id: 'stakes', header: t('reports.stakes'), align: 'end', cell: (row) => money(row.stakes, tag) },
          {
            id: 'payouts',
            header: t('reports.payouts'),
            align: 'end',
            cell: (row) => money(row.payouts, tag),
          },
          { id: 'ggr', header: t('reports.ggr'), align: 'end', cell: (row) => money(row.ggr, tag) },
        ]}
      />
    </>
  );
}

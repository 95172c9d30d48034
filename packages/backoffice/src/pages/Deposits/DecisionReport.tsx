import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from '../../common/Message.tsx';
import { alert, status } from '../../layout/layout.css.ts';
import { report, reportList } from './Deposits.css.ts';
import type { DecisionSummary } from './queue.ts';

/**
 * The last decision: how many were approved or rejected and, one line each, why the others were
 * not. The status region stays in the page, so that screen readers announce what fills it; `ref`
 * lets the page put focus here when the decision removed the focused row or button.
 */
export function DecisionReport({
  summary,
  refusal,
  ref,
}: {
  summary?: DecisionSummary;
  refusal?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const reason = (code: string) => t(`errors.${code}`, { defaultValue: t('errors.unknown') });
  return (
    <>
      <div role="status" tabIndex={-1} ref={ref} className={report}>
        {summary && (
          <>
            <p className={status}>
              {t(summary.approve ? 'deposits.approved' : 'deposits.rejected', { count: summary.decided })}
            </p>
            {summary.refused.length > 0 && (
              <ul className={`${alert} ${reportList}`}>
                {summary.refused.map((refused) => (
                  <li key={refused.depositId}>
                    {t('deposits.refused', { id: refused.depositId, reason: reason(refused.errorCode) })}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {refusal && <Message message={{ text: reason(refusal), isError: true }} />}
    </>
  );
}

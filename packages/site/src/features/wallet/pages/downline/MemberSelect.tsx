import type { CallValue } from '@playsite/api';
import { useFormField } from '@playsite/forms';
import { Select } from '@playsite/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { required } from '../../../../common/panel/formRules.ts';

type Members = CallValue<'downlineMembers'>;

/** The transfer form's rule for the member (a member no longer listed is cleared, so it is asked again). */
export const memberRules = { downlineId: required };

/** The downline member to send to, bound to the form field `downlineId`, from the members listed now. */
export function MemberSelect({ members }: { members: Members }) {
  const { t } = useTranslation('wallet');
  const { input, errorMessage } = useFormField('downlineId');
  const chosen = members.list.some((member) => String(member.memberId) === input.value);
  const { onChange } = input;
  useEffect(() => {
    if (input.value && !chosen) onChange(undefined);
  }, [input.value, chosen, onChange]);
  return (
    <Select
      label={t('downline.member')}
      value={chosen ? input.value : null}
      onChange={(value) => input.onChange(value ?? undefined)}
      placeholder={t('downline.choose')}
      isRequired
      description={
        members.list.length === 0
          ? t('downline.noMatch')
          : t('downline.total', { total: members.totalCount ?? members.list.length })
      }
      errorMessage={errorMessage}
      options={members.list.map((member) => ({
        value: String(member.memberId),
        label: member.nickname ? `${member.account} (${member.nickname})` : member.account,
      }))}
    />
  );
}

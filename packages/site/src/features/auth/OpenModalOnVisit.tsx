import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ModalName, openModal } from '../../common/stores/modals.ts';

/** /register and /login: the home page with that modal open; ?referralCode= and ?affiliateCode= carry over. */
export function OpenModalOnVisit({
  name,
}: {
  name: Extract<ModalName, 'registerModal' | 'loginPopupModal'>;
}) {
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode') ?? undefined;
  const affiliateCode = params.get('affiliateCode') ?? undefined;
  useEffect(() => {
    if (name === 'registerModal') openModal(name, { referralCode, affiliateCode });
    else openModal(name);
  }, [name, referralCode, affiliateCode]);
  return null;
}

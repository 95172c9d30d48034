import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { storyI18nOptions } from '../../../../.storybook/i18n.ts';
import { i18n as siteI18n } from '../../src/common/i18n/index.ts';
import { queryClient } from '../../src/common/query/query.ts';
import { setMember } from '../../src/common/stores/member.ts';
import { closeDialog, closeModal, type MemberCenterPage, openModal } from '../../src/common/stores/modals.ts';
import { startSession } from '../../src/common/stores/session.ts';
import type { Answers } from './answers.ts';
import { showBrand } from './brand.ts';
import { answerFirst } from './platform.ts';

/** What a page story shows: the page's address, and the member-centre page open above it. */
export interface SiteParameters {
  url: string;
  memberCentre?: MemberCenterPage;
  /** Answers of this story only (an empty list, a refusal), before answers.ts's. */
  answers?: Answers;
}

// The site's own i18next instance (translateError and the platform's language header use it too),
// with Storybook's resources: every namespace of locales/ at once.
void siteI18n.init({ ...storyI18nOptions, react: { useSuspense: false }, returnNull: false });

let shownStory: string | undefined;

/** Each story starts as a fresh visit of the same member: no answers kept, nothing open. */
function startVisit(site: SiteParameters) {
  answerFirst(site.answers);
  queryClient.clear();
  setMember(null);
  closeDialog();
  closeModal();
  startSession('story-session-token', 'lucky88', 'username', 0);
  if (site.memberCentre) openModal('memberCenter', { page: site.memberCentre });
}

/**
 * A site page as a logged-in member sees it: the router at the page's address, the site's texts in
 * the toolbar's language and brand, and answers from the fixture platform (platform.ts). The story
 * renders SiteShell (shell.tsx), whose layout holds the site's modal layer. Re-renders of the same
 * story (another brand) keep its state.
 */
export const withSite: Decorator = (Story, context) => {
  const site = context.parameters.site as SiteParameters;
  if (shownStory !== context.id) {
    shownStory = context.id;
    startVisit(site);
  }
  showBrand(String(context.globals.brand));
  const locale = String(context.globals.locale ?? 'en');
  if (siteI18n.language !== locale) void siteI18n.changeLanguage(locale);
  return (
    <I18nextProvider i18n={siteI18n}>
      <MemoryRouter key={context.id} initialEntries={[site.url]}>
        <Story />
      </MemoryRouter>
    </I18nextProvider>
  );
};

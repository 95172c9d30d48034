import { Button, Select } from '@playsite/ui';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import type { Me } from '../../api/client.ts';
import { type Language, languageNames, setLanguage } from '../../i18n/index.ts';
import { frame, main, muted, navLink, navList, side } from '../layout.css.ts';

const sections = [
  { to: '/players', key: 'nav.players', needs: 'players.read' },
  { to: '/deposits', key: 'nav.deposits', needs: 'deposits.read' },
  { to: '/withdrawals', key: 'nav.withdrawals', needs: 'withdrawals.read' },
  { to: '/announcements', key: 'nav.announcements', needs: 'content.publish' },
  { to: '/brands', key: 'nav.brands', needs: 'brands.read' },
  { to: '/settings', key: 'nav.settings', needs: 'settings.read' },
  { to: '/reports', key: 'nav.reports', needs: 'reports.read' },
  { to: '/audit', key: 'nav.audit', needs: 'audit.read' },
] as const;

/** The frame of every page after login: sections the role may open, the operator, language, log out. */
export function Shell() {
  const { t, i18n } = useTranslation();
  const { data: me } = useGetIdentity<Me>();
  const { mutate: logout } = useLogout();
  const allowed = sections.filter((section) => !me || me.permissions.includes(section.needs));
  return (
    <div className={frame}>
      <aside className={side}>
        <strong>{t('app.title')}</strong>
        {me && (
          <span className={muted}>
            {t('nav.signedIn', { username: me.username, role: t(`roles.${me.role}`) })}
          </span>
        )}
        <nav aria-label={t('nav.label')}>
          <ul className={navList}>
            {allowed.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} className={navLink}>
                  {t(section.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Select
          label={t('nav.language')}
          value={i18n.language}
          onChange={(value) => value && void setLanguage(value as Language)}
          options={Object.entries(languageNames).map(([value, label]) => ({ value, label }))}
        />
        <Button variant="outline" tone="neutral" onPress={() => logout()}>
          {t('nav.logout')}
        </Button>
      </aside>
      <main className={main} id="content">
        <Outlet />
      </main>
    </div>
  );
}

import { useSnapshot } from 'valtio';
import { notices } from '../notices/index.ts';
import * as styles from './modals.css.ts';

/** The first banner of a banner group (w_login, w_register), if the platform has one. */
export function BannerImage({ group, alt }: { group: 'w_login' | 'w_register'; alt: string }) {
  const { value } = useSnapshot(notices);
  const banner = (value.banners ?? []).find((b) => b.linkage === group || b.type === group);
  if (!banner?.image) return null;
  return <img className={styles.banner} src={banner.image} alt={alt} width={600} height={200} />;
}

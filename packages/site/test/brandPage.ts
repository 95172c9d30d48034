import { settingsElementId } from '@playsite/brands/constants';
import { loadBrands, serveBrand } from '@playsite/brands/node';

/**
 * The page as the server sends it, for the site's jsdom tests: the first brand folder's settings
 * in the head (the site reads them at start), its theme class on <html>.
 */
const served = serveBrand(loadBrands()[0]!);
const settings = document.createElement('script');
settings.type = 'application/json';
settings.id = settingsElementId;
settings.textContent = JSON.stringify(served.settings);
document.head.append(settings);

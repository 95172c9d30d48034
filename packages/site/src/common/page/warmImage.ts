/** Kept: an image element that is collected may drop its picture before the page's <img> asks for it. */
const warmed: HTMLImageElement[] = [];

/**
 * Starts fetching a picture the page is about to show (its largest paint), so that its <img>
 * finds it in the cache instead of asking only once the page has rendered.
 */
export function warmImage(src: string | undefined): void {
  if (!src) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
  warmed.push(image);
}

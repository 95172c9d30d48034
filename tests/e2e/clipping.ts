/** A control that does not fit where it is shown. */
export interface Clipped {
  /** What the control is: its tag, role and name, e.g. `button "Send code"`. */
  control: string;
  /** Why it does not fit, e.g. `ends 24px past the viewport`. */
  problem: string;
}

export interface Measured {
  /** How many visible controls were measured. */
  checked: number;
  clipped: Clipped[];
}

/**
 * Measures every visible control on the page (buttons, links styled as buttons, inputs, selects,
 * checkboxes, tabs…) in the browser: each must lie inside the viewport horizontally, inside every
 * ancestor that clips it (overflow hidden or clip), and inside every pane that scrolls it
 * vertically (a pane that also scrolls sideways hides its controls off to the side). A strip that
 * only scrolls sideways (chips, tabs, a table) may hold controls out of its view: a swipe reaches
 * them, and the strip itself is then measured in their place; so may a ticker (a moving track in
 * a clipping window). A button's own text must not be cut
 * (its scroll width, and that of any clipping element inside it, fits its client width).
 * Controls that cannot be reached (aria-hidden, inert, hidden, 1 px visually-hidden inputs) are not
 * measured; with `scope` (a selector), only the controls inside it are (a screen that covers the
 * page, such as a game on the whole of a phone's screen).
 *
 * Self-contained (page.evaluate sends its source to the browser): no imports, no outer names.
 */
export function measureControls(scope?: string): Measured {
  const selector = [
    'button',
    'a[role="button"]',
    'a[class*="button" i]',
    '[role="button"]',
    '[role="tab"]',
    // A tab bar's or menu's destinations: links standing for buttons, their words as short.
    'nav li > a',
    '[role="checkbox"]',
    '[role="switch"]',
    '[role="radio"]',
    '[role="combobox"]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
  ].join(',');
  const slack = 1;
  const viewport = document.documentElement.clientWidth;

  const nameOf = (el: Element): string => {
    const label =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement ? el.placeholder || el.name || el.type : null) ??
      el.textContent;
    const role = el.getAttribute('role');
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${(label ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`;
  };

  /** Hidden for the eye only (react-aria's VisuallyHidden): a 1 px box or a clip around it. */
  const hiddenBox = (at: Element): boolean => {
    const style = getComputedStyle(at);
    if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    const box = at.getBoundingClientRect();
    return (box.width <= 1 || box.height <= 1) && style.overflow !== 'visible';
  };
  const visuallyHidden = (el: Element): boolean => {
    for (let at: Element | null = el; at && at !== document.body; at = at.parentElement) {
      if (hiddenBox(at)) return true;
    }
    return false;
  };

  const unreachable = (el: Element): boolean => {
    if (el.closest('[aria-hidden="true"], [inert]')) return true;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return true;
    const box = el.getBoundingClientRect();
    return box.width <= 1 || box.height <= 1 || visuallyHidden(el);
  };

  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';

  const root = scope ? document.querySelector(scope) : document;
  const controls = [...(root?.querySelectorAll(selector) ?? [])].filter((el) => !unreachable(el));
  // A control inside another (an input inside a labelled button) is measured once, as the outer one.
  const outer = controls.filter((el) => !controls.some((other) => other !== el && other.contains(el)));
  const clipped: Clipped[] = [];

  for (const el of outer) {
    const control = nameOf(el);
    const problems: string[] = [];
    let box = el.getBoundingClientRect();
    let measured = 'it';
    let moving = false;

    for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      const x = style.overflowX;
      const y = style.overflowY;
      const ticker = moving;
      // A ticker's track moves its controls through its window (and stops when one is focused).
      if (parent.getAnimations().some((animation) => animation.playState === 'running')) moving = true;
      if (!clips(x) && !clips(y) && !scrolls(x) && !scrolls(y)) continue;
      const outline = parent.getBoundingClientRect();
      const left = outline.left + parent.clientLeft;
      const top = outline.top + parent.clientTop;
      const right = left + parent.clientWidth;
      const bottom = top + parent.clientHeight;
      const where = `${parent.tagName.toLowerCase()}${parent.className && typeof parent.className === 'string' ? `.${parent.className.split(' ')[0]}` : ''}`;
      const sideStrip =
        ticker ||
        (scrolls(x) &&
          parent.scrollWidth > parent.clientWidth + slack &&
          !(scrolls(y) && parent.scrollHeight > parent.clientHeight + slack));
      if (!sideStrip && (clips(x) || scrolls(x))) {
        if (box.left < left - slack)
          problems.push(`${measured} starts ${Math.round(left - box.left)}px before ${where}`);
        if (box.right > right + slack)
          problems.push(`${measured} ends ${Math.round(box.right - right)}px past ${where}`);
      }
      if (!sideStrip && clips(y)) {
        if (box.top < top - slack)
          problems.push(`${measured} starts ${Math.round(top - box.top)}px above ${where}`);
        if (box.bottom > bottom + slack)
          problems.push(`${measured} ends ${Math.round(box.bottom - bottom)}px below ${where}`);
      }
      if (sideStrip) {
        // Reached by a swipe of the strip (or the ticker's turn): from here up, the strip must fit.
        box = outline;
        measured = `its strip ${where}`;
        moving = false;
      }
    }
    if (box.left < -slack) problems.push(`${measured} starts ${Math.round(-box.left)}px before the viewport`);
    if (box.right > viewport + slack)
      problems.push(`${measured} ends ${Math.round(box.right - viewport)}px past the viewport`);

    const isButton = !(
      el instanceof HTMLInputElement ||
      el instanceof HTMLSelectElement ||
      el instanceof HTMLTextAreaElement
    );
    if (isButton) {
      const cut = [el, ...el.querySelectorAll('*')].find((inner) => {
        if (inner !== el) {
          const style = getComputedStyle(inner);
          if (!clips(style.overflowX) && style.textOverflow !== 'ellipsis') return false;
          // Words for screen readers only (a count, "Unread:") are cut to 1 px on purpose.
          if (hiddenBox(inner)) return false;
        }
        return inner.scrollWidth > inner.clientWidth + slack && inner.clientWidth > 0;
      });
      if (cut) problems.push(`its text is cut (${cut.scrollWidth}px of text in ${cut.clientWidth}px)`);
    }
    for (const problem of problems) clipped.push({ control, problem });
  }
  return { checked: outer.length, clipped };
}

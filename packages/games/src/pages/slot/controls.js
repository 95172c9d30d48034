import { $, el, say, strings } from '../dom.js';

// The slot's controls: one big Spin button that becomes Stop while the reels turn, autoplay for
// ten spins (stopped by a press, an error or leaving the page), Space to spin anywhere but in a
// field. The bet option list is hidden: a slot has one bet, the spin.

const autoplayRounds = 10;

export function slotControls({ machine, spin }) {
  const play = $('play');
  $('options').hidden = true;
  play.classList.add('spin-button');
  const auto = el('button', 'autoplay', strings['slot.autoplay']);
  auto.type = 'button';
  auto.id = 'autoplay';
  auto.setAttribute('aria-label', strings['slot.autoplayLabel']);
  auto.setAttribute('aria-pressed', 'false');
  const hint = el('p', 'hint space-hint', strings['slot.spaceHint']);
  play.after(auto, hint);

  let left = 0;
  let state = { busy: false, ready: false, spinning: false };

  function render() {
    const turning = state.spinning || machine.spinning;
    play.textContent = turning ? strings['slot.stop'] : strings['slot.spin'];
    play.disabled = !turning && (state.busy || !state.ready || left > 0);
    play.setAttribute('aria-busy', state.busy ? 'true' : 'false');
    auto.setAttribute('aria-pressed', left > 0 ? 'true' : 'false');
    auto.textContent = left > 0 ? say('slot.autoplayStop', { left }) : strings['slot.autoplay'];
    auto.disabled = left === 0 && (state.busy || turning || !state.ready);
  }

  async function autoplay() {
    while (left > 0) {
      await spin();
      if ($('error').childElementCount > 0) left = 0;
      else left = Math.max(0, left - 1);
      render();
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    render();
  }

  auto.addEventListener('click', () => {
    if (left > 0) left = 0;
    else {
      left = autoplayRounds;
      void autoplay();
    }
    render();
  });

  document.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.code !== 'Space') return;
    const target = event.target;
    if (target instanceof HTMLElement && target.closest('input, select, textarea, button, a, summary'))
      return;
    event.preventDefault();
    if (!play.disabled) play.click();
  });

  return {
    sync(next) {
      state = { spinning: false, ...next };
      render();
    },
  };
}

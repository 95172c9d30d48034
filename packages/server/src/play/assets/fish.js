import { $, element, fill, money, onBet, poll, startGame, strings } from './common.js';

/*
 * The pond: the server says which fish swim where and when (enter and exit times, lane,
 * direction); this page only moves them along those paths and asks the server about each shot.
 */
const pond = $('table');
pond.classList.add('pond');
pond.setAttribute('role', 'group');
pond.setAttribute('aria-label', strings.pond);
const targetLine = element('p', 'target');

/** fishId -> { fish, element } of the fish the page knows. */
const swimming = new Map();
let offset = 0;
let targetId = '';
const serverNow = () => Date.now() + offset;
const nameOf = (fish) => strings[fish.species] ?? fish.species;
const laneHeight = 64;

function fishButton(fish) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'fish';
  button.dataset.species = fish.species;
  button.dataset.fishId = fish.fishId;
  button.setAttribute('aria-label', fill('shootAt', { fish: nameOf(fish), multiplier: fish.multiplier }));
  const body = element('span', fish.direction === 1 ? 'fish-body' : 'fish-body flip');
  const label = element('span', 'fish-mult', `×${fish.multiplier}`);
  for (const part of [body, label]) part.setAttribute('aria-hidden', 'true');
  button.append(body, label);
  button.hidden = true;
  button.addEventListener('click', () => {
    targetId = fish.fishId;
    showTarget();
    $('bet').requestSubmit();
  });
  pond.append(button);
  return button;
}

/** Takes the server's pond: new fish get a button, fish no longer there (caught, gone) leave. */
function takePond(state) {
  offset = state.now - Date.now();
  pond.style.height = `${state.lanes * laneHeight}px`;
  const ids = new Set(state.fish.map((fish) => fish.fishId));
  for (const [fishId, entry] of swimming) {
    if (!ids.has(fishId) && !entry.element.classList.contains('caught')) removeFish(fishId);
  }
  for (const fish of state.fish) {
    if (!swimming.has(fish.fishId)) swimming.set(fish.fishId, { fish, element: fishButton(fish) });
  }
}

function removeFish(fishId) {
  swimming.get(fishId)?.element.remove();
  swimming.delete(fishId);
  if (targetId === fishId) targetId = '';
}

const progressOf = (fish, now) => (now - fish.enterAt) / (fish.exitAt - fish.enterAt);
const inPond = (fish, now) => progressOf(fish, now) >= 0 && progressOf(fish, now) <= 1;

/** The fish aimed at: the one picked, else the one nearest the middle of the pond. */
function target() {
  const now = serverNow();
  const picked = swimming.get(targetId);
  if (picked && inPond(picked.fish, now) && !picked.element.classList.contains('caught')) return picked.fish;
  let best;
  for (const { fish, element } of swimming.values()) {
    if (!inPond(fish, now) || element.classList.contains('caught')) continue;
    const distance = Math.abs(progressOf(fish, now) - 0.5);
    if (!best || distance < best.distance) best = { fish, distance };
  }
  targetId = best?.fish.fishId ?? '';
  return best?.fish;
}

function showTarget() {
  const fish = target();
  const text = fish ? fill('target', { fish: `${nameOf(fish)} ×${fish.multiplier}` }) : strings.noFish;
  if (targetLine.textContent !== text) targetLine.textContent = text;
  for (const { fish: one, element } of swimming.values()) element.classList.toggle('aimed', one === fish);
}

function swim() {
  const now = serverNow();
  const width = pond.clientWidth;
  for (const [fishId, { fish, element }] of swimming) {
    const progress = progressOf(fish, now);
    if (progress > 1.05) {
      removeFish(fishId);
      continue;
    }
    element.hidden = progress < 0;
    const size = element.offsetWidth || 80;
    const along = fish.direction === 1 ? progress : 1 - progress;
    element.style.transform = `translate(${Math.round(along * (width + size) - size)}px, ${fish.lane * laneHeight}px)`;
  }
  showTarget();
}

/** Smooth swimming, or one step a second for players who prefer less motion. */
function startSwimming() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    setInterval(swim, 1000);
    return;
  }
  const frame = () => {
    swim();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

function describe(round) {
  const outcome = round.outcome;
  if (!outcome?.species) return round.roundId.split(':').pop();
  return `${nameOf(outcome)} ×${outcome.multiplier} · ${outcome.caught ? '✓' : '✗'}`;
}

startGame(describe, async (session) => {
  const rules = element('p', 'rules', fill('fishRules', { rtp: (session.rules.rtp * 100).toFixed(0) }));
  $('fields').replaceChildren(targetLine, rules);
  onBet({
    open: () => Boolean(target()),
    path: '/play/api/fish/shoot',
    body: ({ stake, requestId }) => ({ stake, requestId, fishId: target()?.fishId }),
    report(round) {
      const { outcome } = round;
      const shot = swimming.get(outcome.fishId)?.element;
      const values = {
        round: round.roundId,
        fish: nameOf(outcome),
        win: money(round.win),
        stake: money(round.stake),
      };
      if (outcome.caught) {
        shot?.classList.add('caught');
        setTimeout(() => removeFish(outcome.fishId), 600);
        return fill('fishCaught', values);
      }
      shot?.classList.add('missed');
      setTimeout(() => shot?.classList.remove('missed'), 400);
      return fill('fishMissed', values);
    },
  });
  await poll('/play/api/fish/state', 2000, takePond);
  startSwimming();
});

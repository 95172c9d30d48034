// DOM helpers and the page's strings (the boot JSON the server embeds: the CSP forbids inline script).

export const boot = JSON.parse(document.getElementById('boot')?.textContent ?? '{}');
export const strings = boot.strings ?? {};

export const $ = (id) => document.getElementById(id);

/** A new element with a class and text. */
export function el(tag, className = '', text = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== '') node.textContent = text;
  return node;
}

/** A readable name for an id without a string: "pirate-flag" → "Pirate flag". */
export function prettify(id) {
  const text = String(id)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_:]+/g, ' ')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** The string of `key` with its {name} marks filled; `format` may word a value (money). */
export function fill(key, values = {}, format = (_name, value) => value) {
  const text = strings[key];
  if (text === undefined) return undefined;
  return text.replace(/\{(\w+)\}/g, (_, name) =>
    name in values ? String(format(name, values[name], key)) : '',
  );
}

/** `fill`, or the first of `fallbacks` that has a string, or the prettified key. */
export function say(key, values = {}, format, fallbacks = []) {
  for (const candidate of [key, ...fallbacks]) {
    const text = fill(candidate, values, format);
    if (text !== undefined) return text;
  }
  return prettify(String(key).split('.').pop());
}

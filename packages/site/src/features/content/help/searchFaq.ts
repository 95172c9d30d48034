import type { HelpCenter } from '@playsite/api';

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ');

/** Entries whose question or answer holds every word of the query, grouped by category in order. */
export function searchFaq(faq: HelpCenter, query: string) {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const hits = faq.filter((entry) => {
    const text = `${entry.title} ${plain(entry.content)}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
  const groups = new Map<string, HelpCenter>();
  for (const entry of hits) {
    const category = entry.category ?? '';
    groups.set(category, [...(groups.get(category) ?? []), entry]);
  }
  return [...groups.entries()];
}

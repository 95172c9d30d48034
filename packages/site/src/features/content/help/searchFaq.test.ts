import { describe, expect, it } from 'vitest';
import { searchFaq } from './searchFaq.ts';

const faq = [
  {
    id: 11,
    category: 'Account',
    title: 'How do I register?',
    content: '<p>Open <strong>Register</strong>.</p>',
  },
  { id: 21, category: 'Money', title: 'How do I withdraw?', content: '<p>Bind a bank account first.</p>' },
  { id: 22, category: 'Money', title: 'Deposit time', content: '<p>Within minutes.</p>' },
];

describe('searchFaq', () => {
  it('groups every entry by category, in order, for an empty query', () => {
    expect(searchFaq(faq, ' ').map(([category, entries]) => [category, entries.map((e) => e.id)])).toEqual([
      ['Account', [11]],
      ['Money', [21, 22]],
    ]);
  });

  it('finds words in the question or the answer text, not in its markup, ignoring case', () => {
    expect(searchFaq(faq, 'BANK account').flatMap(([, entries]) => entries.map((e) => e.id))).toEqual([21]);
    expect(searchFaq(faq, 'strong')).toEqual([]);
    expect(searchFaq(faq, 'register open').flatMap(([, entries]) => entries.map((e) => e.id))).toEqual([11]);
  });
});

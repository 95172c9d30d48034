import type { BrandTokens } from '@playsite/brands';
import { useState } from 'react';
import { isValidText, type TypedField, withTypedText } from './draft.ts';

/**
 * The design being edited (from the brand's served tokens), and the texts typed into its colour
 * and radius fields: a text that is not yet a value stays in its field, the draft keeps the last
 * value, and publishing waits until every field holds one.
 */
export function useDesignDraft(served: BrandTokens) {
  const [draft, setDraft] = useState(served);
  const [texts, setTexts] = useState<Partial<Record<TypedField, string>>>({});
  const invalid = (Object.entries(texts) as [TypedField, string][])
    .filter(([field, text]) => !isValidText(field, text))
    .map(([field]) => field);
  return {
    draft,
    /** The text a field shows: what was typed, else the draft's value. */
    textOf: (field: TypedField, value: string | number | undefined) => texts[field] ?? String(value ?? ''),
    isInvalid: (field: TypedField) => invalid.includes(field),
    hasInvalid: invalid.length > 0,
    type: (field: TypedField, text: string) => {
      setTexts((typed) => ({ ...typed, [field]: text }));
      setDraft((current) => withTypedText(current, field, text));
    },
    /** A change from elsewhere than the text (a colour picker, a switch): the field shows the value. */
    change: (next: BrandTokens, field?: TypedField) => {
      if (field) setTexts(({ [field]: _replaced, ...typed }) => typed);
      setDraft(next);
    },
    reset: (tokens: BrandTokens) => {
      setTexts({});
      setDraft(tokens);
    },
  };
}

import { designReport } from '@playsite/brands';
import { loadFontFamilies } from '@playsite/ui/fonts/families';
import { useEffect, useState } from 'react';
import { AccessibilityReport } from './AccessibilityReport.tsx';
import { column, studio, studioContainer } from './BrandStudio.css.ts';
import { ComponentPreview } from './ComponentPreview.tsx';
import { ContrastWarnings } from './ContrastWarnings.tsx';
import { DesignForm } from './DesignForm.tsx';
import { type BrandDesign, fontChoices, withoutPins } from './draft.ts';
import { MovedColours } from './MovedColours.tsx';
import { type Audit, PagePreview } from './PagePreview.tsx';
import { type Blocker, PublishActions } from './PublishActions.tsx';
import { useDesignDraft } from './useDesignDraft.ts';

interface BrandEditorProps {
  brand: BrandDesign;
  /** The families the design system ships. */
  fonts: readonly string[];
  canPublish: boolean;
  onPublished: () => void;
}

/** One brand's draft design: the form, what the derivation did with it, the previews, publishing. */
export function BrandEditor({ brand, fonts, canPublish, onPublished }: BrandEditorProps) {
  const editor = useDesignDraft(brand.tokens);
  const { draft } = editor;
  const report = designReport(draft);
  const [audit, setAudit] = useState<Audit>({ state: 'waiting' });
  const [revision, setRevision] = useState(brand.published?.revision ?? 0);
  const allowedFonts = fontChoices(fonts, brand.ownFonts, []);
  const fontsKnown = [draft.fontBody, draft.fontHeading].every((family) => allowedFonts.includes(family));

  // The components preview shows the shipped families chosen; a brand's own families come with
  // its site stylesheet, so only the page previews show those.
  useEffect(() => {
    loadFontFamilies([draft.fontBody, draft.fontHeading]).catch(() => undefined);
  }, [draft.fontBody, draft.fontHeading]);

  const blockers: Blocker[] = [
    ...(editor.hasInvalid || !fontsKnown ? (['invalid'] as const) : []),
    ...(report.warnings.length > 0 ? (['warnings'] as const) : []),
    ...(audit.state === 'waiting' ? (['checking'] as const) : []),
    ...(audit.state === 'done' && audit.violations.length > 0 ? (['violations'] as const) : []),
  ];

  return (
    <div className={studioContainer}>
      <div className={studio}>
        <div className={column}>
          <DesignForm
            editor={editor}
            theme={report.theme}
            fonts={fontChoices(fonts, brand.ownFonts, [draft.fontBody, draft.fontHeading])}
            knownFonts={allowedFonts}
          />
          <ContrastWarnings
            warnings={report.warnings}
            onSolve={() => editor.change(withoutPins(draft, report.failingPins))}
          />
          <MovedColours moved={report.moved} />
          <AccessibilityReport audit={audit} />
          <PublishActions
            brandId={brand.id}
            draft={draft}
            canPublish={canPublish}
            blockers={blockers}
            onReset={() => editor.reset(brand.tokens)}
            onPublished={(published) => {
              setRevision(published);
              setAudit({ state: 'waiting' });
              onPublished();
            }}
          />
        </div>
        <div className={column}>
          <ComponentPreview theme={report.theme} />
          <PagePreview brandId={brand.id} theme={report.theme} reloadKey={revision} onAudit={setAudit} />
        </div>
      </div>
    </div>
  );
}

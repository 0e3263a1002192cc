import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useDocumentTitle } from '../../shared/ui/usePageTitle';
import type { LegalBlock, LegalDocument } from './legalDocument';
import { LinkedText } from './LinkedText';
import './LegalDocumentPage.css';

function Block({ block }: { block: LegalBlock }) {
  if (!Array.isArray(block)) {
    return (
      <p>
        <LinkedText text={i18n._(block)} />
      </p>
    );
  }
  return (
    <ul>
      {block.map((item) => (
        <li key={item.id}>
          <LinkedText text={i18n._(item)} />
        </li>
      ))}
    </ul>
  );
}

/** A legal document with numbered sections, each an <h2>. */
export function LegalDocumentPage({ document: legal }: { document: LegalDocument }) {
  const title = i18n._(legal.title);
  useDocumentTitle(title);
  return (
    <article className="legal">
      <header className="legal__header">
        <h1 className="legal__title">{title}</h1>
        <p className="legal__date">{t`Effective date: ${i18n._(legal.effectiveDate)}`}</p>
      </header>
      {legal.sections.map((section, index) => (
        <section key={section.title.id} className="legal__section">
          <h2>{`${index + 1}. ${i18n._(section.title)}`}</h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

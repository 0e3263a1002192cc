import { useDocumentTitle } from '../../shared/ui/usePageTitle';
import type { LegalBlock, LegalDocument } from './legalDocument';
import { LinkedText } from './LinkedText';
import './LegalDocumentPage.css';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <LinkedText text={block} />
      </p>
    );
  }
  return (
    <ul>
      {block.map((item) => (
        <li key={item}>
          <LinkedText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** A legal document with numbered sections, each an <h2>. */
export function LegalDocumentPage({ document: legal }: { document: LegalDocument }) {
  useDocumentTitle(legal.title);
  return (
    <article className="legal">
      <header className="legal__header">
        <h1 className="legal__title">{legal.title}</h1>
        <p className="legal__date">{`Effective date: ${legal.effectiveDate}`}</p>
      </header>
      {legal.sections.map((section, index) => (
        <section key={section.title} className="legal__section">
          <h2>{`${index + 1}. ${section.title}`}</h2>
          {section.blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

/** Shared frame of the two legal pages: numbered sections, a contents list and the closing links. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { usePublicConfig } from '../../lib/public-config';
import { DEFAULT_PRODUCT_NAME } from '../../../client/public-config-guard';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContentShell, Prose } from './content-ui';
import { textLinkClass } from '../../components/ui/text-link';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** The sections, numbered 1…n in order, each with an anchor, and a contents list above them. */
export function LegalSections({ sections, label }: { sections: readonly LegalSection[]; label: string }) {
  return (
    <>
      <nav aria-label={label} className="rounded-2xl border border-slate-800 bg-slate-900/70 p-5">
        <p className="text-sm font-semibold tracking-wider text-slate-300 uppercase">Contents</p>
        <ol className="mt-3 gap-6 text-sm sm:columns-2">
          {sections.map((section, i) => (
            <li key={section.id} className="break-inside-avoid">
              <a
                href={`#${section.id}`}
                className="flex gap-2 rounded-md px-2 py-1 text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400"
              >
                <span className="w-6 shrink-0 text-right text-slate-400 tabular-nums">{i + 1}.</span>
                <span>{section.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="grid gap-10">
        {sections.map((section, i) => (
          <li key={section.id}>
            <section
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="grid scroll-mt-24 gap-3 outline-none"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-bold text-white sm:text-2xl">
                <span className="text-emerald-400 tabular-nums">{i + 1}.</span> {section.title}
              </h2>
              <Prose>{section.body}</Prose>
            </section>
          </li>
        ))}
      </ol>
    </>
  );
}

/** Cross-links at the foot of a legal page. */
export function LegalFooterLinks({ other }: { other: { href: string; label: string } }) {
  return (
    <nav
      aria-label="Related pages"
      className="flex flex-wrap gap-x-6 gap-y-2 border-t border-slate-800 pt-6 text-sm"
    >
      <Link href={other.href} className={textLinkClass}>
        {other.label}
      </Link>
      <Link href="/support" className={textLinkClass}>
        Support
      </Link>
      <Link href="/" className={textLinkClass}>
        Back to Home
      </Link>
    </nav>
  );
}

export interface LegalPageProps {
  title: string;
  lastUpdated: string;
  /** 'See also our' — the words before the link to the other legal page. */
  seeAlso: string;
  other: { href: string; label: string };
  /** The page's sections, given the product name and how to reach us (e-mail or /support). */
  sections: (name: string, contact: ReactNode) => readonly LegalSection[];
}

/** A legal page: title, last-updated line with the other page's link, sections, closing links. */
export function LegalPage({ title, lastUpdated, seeAlso, other, sections }: LegalPageProps) {
  const config = usePublicConfig().data;
  const name = config?.productName || DEFAULT_PRODUCT_NAME;
  useDocumentTitle(`${title} | ${name}`);
  const email = config?.supportEmail;
  const contact = email ? (
    <a href={`mailto:${email}`}>{email}</a>
  ) : (
    <Link href="/support">our support page</Link>
  );

  return (
    <ContentShell
      width="prose"
      eyebrow="Legal"
      title={title}
      intro={
        <p className="text-base text-slate-400">
          Last updated {lastUpdated}. {seeAlso}{' '}
          <Link href={other.href} className={textLinkClass}>
            {other.label}
          </Link>
          .
        </p>
      }
    >
      <LegalSections sections={sections(name, contact)} label={`${title} contents`} />
      <LegalFooterLinks other={other} />
    </ContentShell>
  );
}

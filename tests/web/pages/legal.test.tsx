import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogs, LANGS } from '../../../locales';
import { setStubLocale } from '../../support/umi-max';
import { resetPageModels } from './pageModels';


const { default: TermsPage } = await import('@/pages/terms/index');
const { default: PrivacyPage } = await import('@/pages/privacy/index');
const { legalSections } = await import('@/components/LegalDocument');

beforeEach(() => resetPageModels());

describe.each(['terms', 'privacy'] as const)('%s catalog', (doc) => {
  it.each(LANGS)('has a title, an update date and 6-10 numbered sections (%s)', (lang) => {
    const messages = catalogs[lang];
    expect(messages[`legal.${doc}.title`]).toBeTruthy();
    expect(messages[`legal.${doc}.updated`]).toBeTruthy();
    const sections = legalSections(messages, doc);
    expect(sections.length).toBeGreaterThanOrEqual(6);
    expect(sections.length).toBeLessThanOrEqual(10);
    // Only title, updated and s<n>.title / s<n>.body: exactly what GET /api/tos serves for terms.
    const keys = Object.keys(messages).filter((k) => k.startsWith(`legal.${doc}.`));
    expect(keys).toHaveLength(2 + 2 * sections.length);
    for (const s of sections) expect(s.paragraphs.join('').length).toBeGreaterThan(30);
  });
});

describe('legal pages', () => {
  it.each(LANGS)('the terms page shows every section of the catalog (%s)', (lang) => {
    setStubLocale(lang);
    render(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: catalogs[lang]['legal.terms.title'] })).toBeInTheDocument();
    expect(screen.getByText(catalogs[lang]['legal.terms.updated'])).toBeInTheDocument();
    const article = screen.getByTestId('legal-terms');
    const sections = legalSections(catalogs[lang], 'terms');
    expect(within(article).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(sections.map((s) => s.title));
    // Paragraphs split on blank lines.
    expect(within(article).getByText(sections[0].paragraphs[1])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(catalogs[lang]['legal.ui.seeAlsoPrivacy']) })).toHaveAttribute('href', '/privacy');
  });

  it('the privacy page says what is stored and that data is never sold', () => {
    setStubLocale('en-US');
    render(<PrivacyPage />);
    const article = screen.getByTestId('legal-privacy');
    expect(article).toHaveTextContent('e-mail address');
    expect(article).toHaveTextContent('IP address');
    expect(article).toHaveTextContent('preferred-language');
    expect(article).toHaveTextContent('We never sell');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });
});

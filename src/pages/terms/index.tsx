import LegalDocument from '@/components/LegalDocument';

/** Terms of service, the same catalog text GET /api/tos serves. */
export default function TermsPage() {
  return <LegalDocument doc="terms" />;
}

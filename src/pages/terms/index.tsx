import LegalDocument from '@/components/LegalDocument';

/** Terms of service (SPEC §2), the same catalog text GET /api/tos serves. */
export default function TermsPage() {
  return <LegalDocument doc="terms" />;
}

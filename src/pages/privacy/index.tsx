import LegalDocument from '@/components/LegalDocument';

/** Privacy policy (SPEC §2), from the catalogs. */
export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}

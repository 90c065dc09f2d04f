import LegalDocument from '@/components/LegalDocument';

/** Privacy policy, from the catalogs. */
export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}

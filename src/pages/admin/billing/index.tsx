/**
 * Cards and billing: game-time cards (generate a batch and download its CSV, list them by
 * state, void one), any account's ledger, and a game day's charge with its dry run. The same
 * services as `npm run billing`; generating, voiding and charging ask the password again
 * when the last one is older than 15 minutes, and each is in the audit log.
 */
import { useRef, useState } from 'react';
import type { ActionType } from '@ant-design/pro-components';
import { Tabs } from 'antd';
import { useT } from '@/lib/useT';
import type { AdminCardBatch } from '@/services/admin-billing';
import ConsolePage from '../components/ConsolePage';
import AccountLedger from './AccountLedger';
import CardBatchResult from './CardBatchResult';
import CardsTable from './CardsTable';
import DailyCharge from './DailyCharge';
import GenerateCards from './GenerateCards';

export default function BillingPage() {
  const t = useT('admin.billing');
  const table = useRef<ActionType>();
  const [batch, setBatch] = useState<AdminCardBatch | null>(null);
  const generated = (b: AdminCardBatch) => {
    setBatch(b);
    table.current?.reload();
  };
  return (
    <ConsolePage title={t('title')} intro={t('intro')}>
      <Tabs
        destroyOnHidden={false}
        items={[
          { key: 'cards', label: t('tabs.cards'), children: <CardsTable table={table} toolbar={<GenerateCards key="generate" onDone={generated} />} /> },
          { key: 'ledger', label: t('tabs.ledger'), children: <AccountLedger /> },
          { key: 'charge', label: t('tabs.charge'), children: <DailyCharge /> },
        ]}
      />
      <CardBatchResult batch={batch} onClose={() => setBatch(null)} />
    </ConsolePage>
  );
}

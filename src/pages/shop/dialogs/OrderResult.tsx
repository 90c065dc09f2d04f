/**
 * A finished order: what went to whom, the order number and delivery state, the new
 * balance, and for an invite code the code issued (the profile's invites section lists it too).
 */
import { Button, Result } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { ShopOrderResult } from '@/services/shop';
import { useT } from '@/lib/useT';
import CurrencyTag from '../components/CurrencyTag';
import { BALANCE_FIELD, CURRENCIES } from '../shopState';
import styles from '../dialogs.module.css';

export default function OrderResult({ result, characterName, gift = false }: { result: ShopOrderResult; characterName?: string; gift?: boolean }) {
  const t = useT();
  const { order, balance } = result;
  const [copied, setCopied] = useState(false);
  const receiver = order.characterName ?? characterName ?? '';
  const code = order.inviteCode ?? null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Result
      status="success"
      title={gift ? t('shop.gift.success') : t('shop.buy.success')}
      subTitle={
        <span data-testid="shop-order-text">
          {gift
            ? t('shop.gift.successText', { name: order.name, quantity: order.quantity, receiver: order.counterpart ?? receiver })
            : t('shop.buy.successText', { name: order.name, quantity: order.quantity, character: receiver })}
        </span>
      }
      extra={
        <div data-testid="shop-order-result">
          <p style={{ margin: 0 }}>
            <strong data-testid="shop-order-id">{t('shop.buy.order', { id: order.id })}</strong>{' '}
            {code ? null : order.status === 'pending' ? t('shop.buy.pending') : t('shop.buy.delivered')}
          </p>
          {code && (
            <>
              <p style={{ margin: '8px 0 0', fontWeight: 700 }}>{t('shop.buy.inviteCode')}</p>
              <div className={styles.inviteCode} data-testid="shop-invite-code">
                <span>{code}</span>
                <Button size="small" icon={<CopyOutlined />} onClick={copy}>
                  {copied ? t('shop.buy.copied') : t('shop.buy.copy')}
                </Button>
              </div>
              <p className={styles.cardNote}>{t('shop.buy.inviteHint')}</p>
            </>
          )}
          <p style={{ margin: '10px 0 0', fontWeight: 700 }}>{t('shop.buy.newBalance')}</p>
          <div className={styles.resultBalance} data-testid="shop-new-balance">
            {CURRENCIES.map((c) => (
              <CurrencyTag key={c} currency={c} amount={balance[BALANCE_FIELD[c]]} />
            ))}
          </div>
        </div>
      }
    />
  );
}

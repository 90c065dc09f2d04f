/**
 * Buying one item (loaded lazily by the page): the receiving character, the quantity for
 * stackable items (1..maxQuantity), the total and the balance it will leave, then confirm.
 * One idempotency key is made when the dialog opens and sent again on every retry and double
 * click, so one dialog buys at most once. A failure shows "purchase failed" with the server's
 * reason and a retry; success shows the order, the new balance and, for an invite code, the
 * code issued.
 */
import { Alert, Button, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import type { CharacterSummary, ShopBalance, ShopItem, ShopOrderResult } from '@/services/shop';
import { purchase } from '@/services/shopOrders';
import { isApiError } from '@/services/client';
import { useSubmit } from '@/lib/useSubmit';
import { useT } from '@/lib/useT';
import CharacterPicker from '../components/CharacterPicker';
import DialogItem from './DialogItem';
import OrderResult from './OrderResult';
import { clampQuantity, maxQuantityOf, newIdempotencyKey, orderTotal, remainingAfter } from './orderRules';
import { Sums } from './Sums';
import styles from '../dialogs.module.css';

export interface BuyDialogProps {
  /** The account's characters (default GET /character/list). */
  loadCharacters?: () => Promise<CharacterSummary[]>;
  item: ShopItem;
  open: boolean;
  /** The account's balance (auth model's user info); null when unknown. */
  balance: Partial<ShopBalance> | null;
  onClose: () => void;
  /** After a successful purchase (the page refreshes the user info). */
  onDone?: (result: ShopOrderResult) => void;
  onShowOrders?: () => void;
}

interface BuyValues {
  characterId?: number;
  quantity: number;
}

export default function BuyDialog({ item, open, balance, onClose, onDone, onShowOrders, loadCharacters }: BuyDialogProps) {
  const t = useT();
  const [form] = Form.useForm<BuyValues>();
  // One key per opened dialog: retries and double clicks send the same one.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ShopOrderResult | null>(null);
  const [characterName, setCharacterName] = useState<string>('');
  const quantity = clampQuantity(item, Form.useWatch('quantity', form));
  const total = orderTotal(item, quantity);
  const left = remainingAfter(balance, item.currency, total);
  const max = maxQuantityOf(item);

  const buy = useSubmit(purchase, {
    onBefore: () => setFailure(null),
    onSuccess: (answer) => {
      setResult(answer);
      onDone?.(answer);
    },
    onError: (error) => setFailure(isApiError(error) ? error.message : t('shop.buy.failed')),
  });
  const submitting = buy.loading;
  const submit = (values: BuyValues) => {
    if (values.characterId === undefined) return;
    void buy.submit({ shopItemId: item.id, characterId: values.characterId, quantity: clampQuantity(item, values.quantity), idempotencyKey });
  };

  const title = t('shop.buy.title', { name: item.name });
  return (
    <Modal
      open={open}
      title={result ? t('shop.buy.success') : title}
      onCancel={onClose}
      destroyOnClose
      maskClosable={!submitting}
      footer={
        result
          ? [
              onShowOrders && (
                <Button key="orders" onClick={onShowOrders} data-testid="shop-buy-orders">
                  {t('shop.buy.viewOrders')}
                </Button>
              ),
              <Button key="done" type="primary" onClick={onClose} data-testid="shop-buy-done">
                {t('shop.buy.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} disabled={submitting}>
                {t('shop.buy.cancel')}
              </Button>,
              <Button key="buy" type="primary" loading={submitting} onClick={() => form.submit()} disabled={left !== null && left < 0} data-testid="shop-buy-confirm">
                {failure ? t('shop.buy.retry') : t('shop.buy.confirm')}
              </Button>,
            ]
      }
      data-testid="shop-buy-dialog"
    >
      {result ? (
        <OrderResult result={result} characterName={characterName} />
      ) : (
        <>
          <DialogItem item={item} />
          {failure && (
            <Alert className={styles.failure} type="error" showIcon message={t('shop.buy.failed')} description={failure} role="alert" data-testid="shop-buy-failed" />
          )}
          <Form form={form} layout="vertical" onFinish={submit} initialValues={{ quantity: 1 }} requiredMark={false} data-testid="shop-buy-form">
            <Form.Item name="characterId" label={t('shop.character.label')} rules={[{ required: true, message: t('shop.character.required') }]}>
              <CharacterPicker
              load={loadCharacters} onChange={(_id, c) => setCharacterName(c?.name ?? '')} />
            </Form.Item>
            {item.stackable && max > 1 && (
              <Form.Item
                name="quantity"
                label={t('shop.buy.quantity')}
                extra={t('shop.buy.quantityHint', { max })}
                rules={[{ required: true, type: 'integer', min: 1, max, message: t('shop.buy.quantityHint', { max }) }]}
              >
                <InputNumber min={1} max={max} precision={0} step={1} style={{ width: 160 }} data-testid="shop-buy-quantity" />
              </Form.Item>
            )}
            <Sums item={item} quantity={quantity} total={total} balance={balance} left={left} />
          </Form>
        </>
      )}
    </Modal>
  );
}

/**
 * Gifting one item to another player's character (loaded lazily by the page): the receiver's
 * character name, the receiver's and the sender's birthdays (YYYY-MM-DD, all required: the
 * game's gift rule), an optional message and, for stackable items, the quantity. "Next" shows
 * a confirmation that a gift cannot be undone; a refusal shows "gift failed, retry" with the
 * server's reason and returns to the form with what was typed. A refusal about the receiver
 * (the server never says whether the name or the birthday was wrong) marks both receiver
 * fields as one, until either changes; a wrong own birthday marks that field. One
 * idempotency key per opened dialog, sent again on retries.
 */
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal } from 'antd';
// antd's own TextArea module: `Input.TextArea` loads when first drawn in the built site
// (src/lib/lazyInputPart.tsx), and the message field is there as soon as the dialog opens.
import TextArea from 'antd/es/input/TextArea';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import type { ShopBalance, ShopItem, ShopOrderResult } from '@/services/shop';
import { sendGift } from '@/services/shopOrders';
import { isApiError } from '@/services/client';
import { useSubmit } from '@/lib/useSubmit';
import { useT } from '@/lib/useT';
import DialogItem from './DialogItem';
import OrderResult from './OrderResult';
import { Sums } from './Sums';
import { clampQuantity, GIFT_MESSAGE_MAX, isBirthday, maxQuantityOf, newIdempotencyKey, orderTotal, RECEIVER_NAME_MAX, remainingAfter } from './orderRules';
import styles from '../dialogs.module.css';

export interface GiftDialogProps {
  item: ShopItem;
  open: boolean;
  balance: Partial<ShopBalance> | null;
  onClose: () => void;
  onDone?: (result: ShopOrderResult) => void;
  onShowOrders?: () => void;
}

export interface GiftValues {
  receiverName: string;
  receiverBirthday: Dayjs | null;
  senderBirthday: Dayjs | null;
  message?: string;
  quantity: number;
}

const BIRTHDAY_FORMAT = 'YYYY-MM-DD';
/** The fields a refusal about the receiver points at, together. */
const RECEIVER_FIELDS = ['receiverName', 'receiverBirthday'] as const;
const asText = (value: Dayjs | string | null | undefined) =>
  value == null ? '' : typeof value === 'string' ? value : value.isValid() ? value.format(BIRTHDAY_FORMAT) : '';

export default function GiftDialog({ item, open, balance, onClose, onDone, onShowOrders }: GiftDialogProps) {
  const t = useT();
  const [form] = Form.useForm<GiftValues>();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [values, setValues] = useState<GiftValues | null>(null);
  /** Both receiver fields carry the server's "check the receiver" mark. */
  const receiverMarked = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ShopOrderResult | null>(null);
  const quantity = clampQuantity(item, Form.useWatch('quantity', form) ?? values?.quantity);
  const total = orderTotal(item, quantity);
  const left = remainingAfter(balance, item.currency, total);
  const max = maxQuantityOf(item);

  const birthdayRules = [
    { required: true, message: t('shop.gift.birthdayRequired') },
    {
      validator: (_: unknown, value: Dayjs | string | null) =>
        value == null || value === '' || isBirthday(asText(value)) ? Promise.resolve() : Promise.reject(new Error(t('shop.gift.birthdayFormat'))),
    },
  ];

  const gift = useSubmit(sendGift, {
    onBefore: () => setFailure(null),
    onSuccess: (answer) => {
      setResult(answer);
      onDone?.(answer);
    },
    onError: (error) => {
      setFailure(isApiError(error) ? error.message : t('shop.gift.failed'));
      setStep('form');
      if (isApiError(error) && error.field === 'receiver') {
        receiverMarked.current = true;
        form.setFields(RECEIVER_FIELDS.map((name) => ({ name, errors: [t('shop.gift.receiverCheck')] })));
      } else if (isApiError(error) && error.field === 'senderBirthday') {
        form.setFields([{ name: 'senderBirthday', errors: [error.message] }]);
      }
    },
  });
  const submitting = gift.loading;
  const send = () => {
    if (!values) return;
    const message = values.message?.trim();
    void gift.submit({
      shopItemId: item.id,
      quantity: clampQuantity(item, values.quantity),
      receiverName: values.receiverName.trim(),
      receiverBirthday: asText(values.receiverBirthday),
      senderBirthday: asText(values.senderBirthday),
      ...(message ? { message } : {}),
      idempotencyKey,
    });
  };

  let footer;
  if (result) {
    footer = [
      onShowOrders && (
        <Button key="orders" onClick={onShowOrders}>
          {t('shop.buy.viewOrders')}
        </Button>
      ),
      <Button key="done" type="primary" onClick={onClose} data-testid="shop-gift-done">
        {t('shop.buy.done')}
      </Button>,
    ];
  } else if (step === 'confirm') {
    footer = [
      <Button key="back" onClick={() => setStep('form')} disabled={submitting} data-testid="shop-gift-back">
        {t('shop.gift.back')}
      </Button>,
      <Button key="send" type="primary" loading={submitting} onClick={send} data-testid="shop-gift-send">
        {t('shop.gift.confirm')}
      </Button>,
    ];
  } else {
    footer = [
      <Button key="cancel" onClick={onClose}>
        {t('shop.buy.cancel')}
      </Button>,
      <Button key="next" type="primary" onClick={() => form.submit()} disabled={left !== null && left < 0} data-testid="shop-gift-next">
        {t('shop.gift.next')}
      </Button>,
    ];
  }

  return (
    <Modal
      open={open}
      title={result ? t('shop.gift.success') : t('shop.gift.title', { name: item.name })}
      onCancel={onClose}
      destroyOnClose
      maskClosable={!submitting}
      footer={footer}
      data-testid="shop-gift-dialog"
    >
      {result ? (
        <OrderResult result={result} gift />
      ) : (
        <>
          <DialogItem item={item} />
          {failure && (
            <Alert className={styles.failure} type="error" showIcon message={t('shop.gift.failed')} description={failure} role="alert" data-testid="shop-gift-failed" />
          )}
          <div hidden={step !== 'form'}>
            <Form
              form={form}
              layout="vertical"
              requiredMark
              initialValues={{ quantity: 1, receiverBirthday: null, senderBirthday: null }}
              onValuesChange={(changed: Partial<GiftValues>) => {
                // The receiver mark is about the pair: editing either clears it from both.
                if (receiverMarked.current && RECEIVER_FIELDS.some((name) => name in changed)) {
                  receiverMarked.current = false;
                  form.setFields(RECEIVER_FIELDS.map((name) => ({ name, errors: [] })));
                }
              }}
              onFinish={(v) => {
                setValues(v);
                setStep('confirm');
              }}
              data-testid="shop-gift-form"
            >
              <Form.Item
                name="receiverName"
                label={t('shop.gift.receiver')}
                rules={[{ required: true, whitespace: true, message: t('shop.gift.receiverRequired') }]}
              >
                <Input maxLength={RECEIVER_NAME_MAX} autoComplete="off" data-testid="shop-gift-receiver" />
              </Form.Item>
              <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
                <Form.Item name="receiverBirthday" label={t('shop.gift.receiverBirthday')} rules={birthdayRules} extra={t('shop.gift.birthdayHint')} style={{ flex: '1 1 180px' }}>
                  <DatePicker format={BIRTHDAY_FORMAT} placeholder={BIRTHDAY_FORMAT} style={{ width: '100%' }} data-testid="shop-gift-receiver-birthday" />
                </Form.Item>
                <Form.Item name="senderBirthday" label={t('shop.gift.senderBirthday')} rules={birthdayRules} extra={t('shop.gift.birthdayHint')} style={{ flex: '1 1 180px' }}>
                  <DatePicker format={BIRTHDAY_FORMAT} placeholder={BIRTHDAY_FORMAT} style={{ width: '100%' }} data-testid="shop-gift-sender-birthday" />
                </Form.Item>
              </div>
              {item.stackable && max > 1 && (
                <Form.Item name="quantity" label={t('shop.buy.quantity')} extra={t('shop.buy.quantityHint', { max })} rules={[{ required: true, type: 'integer', min: 1, max, message: t('shop.buy.quantityHint', { max }) }]}>
                  <InputNumber min={1} max={max} precision={0} style={{ width: 160 }} data-testid="shop-gift-quantity" />
                </Form.Item>
              )}
              <Form.Item name="message" label={t('shop.gift.message')}>
                <TextArea maxLength={GIFT_MESSAGE_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} placeholder={t('shop.gift.messagePlaceholder')} data-testid="shop-gift-message" />
              </Form.Item>
              <Sums item={item} quantity={quantity} total={total} balance={balance} left={left} />
            </Form>
          </div>
          {step === 'confirm' && values && (
            <div className={styles.confirmBox} role="alert" data-testid="shop-gift-confirm">
              <strong>{t('shop.gift.confirmTitle')}</strong>
              <p>{t('shop.gift.summary', { name: item.name, quantity: values.quantity ?? 1, receiver: values.receiverName.trim() })}</p>
              <p>{t('shop.gift.confirmText')}</p>
              <Sums item={item} quantity={clampQuantity(item, values.quantity)} total={orderTotal(item, clampQuantity(item, values.quantity))} balance={balance} left={remainingAfter(balance, item.currency, orderTotal(item, clampQuantity(item, values.quantity)))} />
            </div>
          )}
        </>
      )}
    </Modal>
  );
}

/**
 * A team's notification names its person (docs/product.md#notification-centre): the broker
 * forwards it to that person only, without the address; anything else passes as it is.
 */
import { describe, expect, it } from 'vitest';
import { addressedPerson } from '@/server/realtime/auth';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('addressedPerson', () => {
  it('reads the person and takes the address out of the payload', () => {
    const addressed = addressedPerson(
      'company/4/notifications',
      json({ message: 'Hi', recipient_id: '9', notification_id: '3' }),
    );
    expect(addressed?.personId).toBe(9);
    expect(JSON.parse(addressed!.payload.toString())).toEqual({
      message: 'Hi',
      notification_id: '3',
    });
  });

  it('leaves a notification without an address, and other topics, to everyone', () => {
    expect(addressedPerson('company/4/notifications', json({ message: '' }))).toBeNull();
    expect(addressedPerson('deal/4/messages', json({ recipient_id: '9' }))).toBeNull();
    expect(addressedPerson('marketplace/campaigns', json({ recipient_id: '9' }))).toBeNull();
    // The field's name inside a text is not an address.
    expect(
      addressedPerson('company/4/notifications', json({ message: 'say "recipient_id"' })),
    ).toBeNull();
  });

  it('sends an address it cannot read to no one', () => {
    const addressed = addressedPerson(
      'company/4/notifications',
      json({ message: 'Hi', recipient_id: 'nobody' }),
    );
    expect(addressed?.personId).toBeNull();
  });
});

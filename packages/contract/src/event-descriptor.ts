/**
 * The event descriptor the generated event catalogue is a table of (seed: Events, "Store events"
 * and "Finance entity events"). Hand-written: the generator emits data of this type from
 * spec/asyncapi/asyncapi.yaml (`EVENT_CATALOGUE`).
 */
export interface EventDescriptor<Type extends string = string> {
  /** CloudEvents `type`, e.g. `approval.decided`. */
  type: Type;
  /** `store` events are subscribed per store; `finance` events per finance entity (set of books). */
  family: 'store' | 'finance';
  /** The read scope a subscription needs to receive it, e.g. `automation:read`. */
  scope: string;
  /** Whether anything emits it yet (seed `x-publishing`); a filter on a silent type is saved with a `no_publisher_yet` warning. */
  publishing: boolean;
  /** What the CloudEvents `subject` names, e.g. `approval id`. */
  subject: string;
  /** One line: what happened. */
  summary: string;
}

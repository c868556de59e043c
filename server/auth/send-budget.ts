/**
 * The budget of paid messages. Every code sent costs the clinic a message, and some number ranges pay
 * whoever owns them for the messages they receive: a script that asks for codes to many such numbers
 * (SMS pumping) spends the clinic's money without ever breaking the per-phone or per-address limits.
 * So the sends are also counted per hour for the whole network, per number prefix (the country code and
 * the first digits after it, where such ranges sit) and per IPv6 /48 of the senders; past any of them a
 * send is refused with the spec's hourly-limit key until the hour ends.
 */
import { subnetKey } from '../http/address-subnet';
import type { AccountLimits } from './limits';
import type { CounterLimit, CounterScope } from './message-counters';

type BudgetLimits = Pick<
  AccountLimits,
  'codeSendsPerHour' | 'codeSendsPerPrefixPerHour' | 'codePrefixDigits' | 'codeSendsPerSubnetPerHour'
>;

const BUDGET_SCOPES: ReadonlySet<CounterScope> = new Set(['send-all', 'send-prefix', 'send-subnet']);

/** The budgets one send to `phone` from `address` counts against. */
export const sendBudgets = (limits: BudgetLimits, phone: string, address: string): CounterLimit[] => [
  { scope: 'send-all', key: '*', max: limits.codeSendsPerHour },
  {
    scope: 'send-prefix',
    key: phone.slice(0, limits.codePrefixDigits),
    max: limits.codeSendsPerPrefixPerHour,
  },
  { scope: 'send-subnet', key: subnetKey(address), max: limits.codeSendsPerSubnetPerHour },
];

/** A budget's limit, rather than a phone's or an address's own. */
export const isBudget = (limit: CounterLimit) => BUDGET_SCOPES.has(limit.scope);

import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Licence keys are never stored: only their SHA-256 and last 4 characters. */
export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    keyHash: text('key_hash').notNull(),
    keyLast4: text('key_last4').notNull(),
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    /** active | revoked | inactive (the marketplace says the purchase no longer grants access) */
    status: text('status').notNull().default('active'),
    statusReason: text('status_reason'),
    startsAt: ts('starts_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    maxDevices: integer('max_devices').notNull().default(2),
    source: text('source').notNull().default('local'),
    gumroadProductId: text('gumroad_product_id'),
    gumroadSaleId: text('gumroad_sale_id'),
    gumroadVerifiedAt: ts('gumroad_verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licenses_key_hash_idx').on(t.keyHash), index('licenses_email_idx').on(t.email)],
);

/** Devices bound to a licence, identified by the hash of a random id held in an HttpOnly cookie. */
export const licenseDevices = pgTable(
  'license_devices',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('license_devices_license_device_idx').on(t.licenseId, t.deviceHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_license_idx').on(t.licenseId)],
);

export const adminKeys = pgTable(
  'admin_keys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    keyHash: text('key_hash').notNull(),
    keyLast4: text('key_last4').notNull(),
    label: text('label').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('admin_keys_key_hash_idx').on(t.keyHash)],
);

/** Append-only record of every admin action: who (key label), when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actor: text('actor').notNull(),
    actorKeyId: uuid('actor_key_id'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** Key/value facts about this installation (e.g. when first-run seeding happened). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

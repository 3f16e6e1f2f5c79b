// Generated audit entries for the audit trail benchmark: a realistic mix of actions by about
// 200 accounts over two years, chained by the app's own trigger when each statement commits
// (each entry hashed and linked to the one before it, exactly as the app's entries are).
import { BENCH_EMAIL_DOMAIN } from './seed-applications.mjs';

/** Relative frequency of each action (per mille, roughly) in a working office's log. */
const ACTION_WEIGHTS = {
  'application.updated': 220,
  'auth.login_succeeded': 150,
  'application.status_changed': 120,
  'application.commented': 90,
  'auth.logout': 70,
  'application.created': 60,
  'application.assigned': 50,
  'application.attachment_downloaded': 50,
  'application.attachment_added': 40,
  'auth.login_failed': 30,
  'application.exported': 15,
  'user.profile_updated': 15,
  'user.registered': 10,
  'user.email_verified': 10,
  'user.updated': 8,
  'application.deleted': 5,
  'application.duplicated': 5,
  'dashboard.exported': 5,
  'user.password_changed': 5,
  'user.password_reset': 5,
  'application.attachment_deleted': 4,
  'setting.updated': 4,
  'user.created': 3,
  'user.invited': 3,
  'form_option.updated': 3,
  'user.deactivated': 2,
  'form_option.created': 2,
  'email_template.updated': 2,
  'notification.announced': 2,
  'assignment_rule.updated': 2,
  'audit_log.exported': 2,
  'user.activated': 1,
  'form_option.reordered': 1,
  'status_transition.updated': 1,
};

/** The record type each action's prefix names. */
const ENTITY_OF = {
  auth: 'user',
  user: 'user',
  application: 'application',
  setting: 'setting',
  form_option: 'form_option',
  status_transition: 'status_transition',
  email_template: 'email_template',
  notification: 'notification',
  assignment_rule: 'assignment_rule',
  audit_log: 'audit_log',
  dashboard: 'dashboard',
};

const TITLES_AR = [
  'ترخيص نشاط تجاري',
  'تجديد رخصة بلدية',
  'طلب تصريح بناء',
  'تسجيل علامة تجارية',
  'شهادة إتمام أعمال',
  'تعديل بيانات منشأة',
  'ترخيص لوحة إعلانية',
  'طلب استقدام عمالة',
];
const TITLES_EN = [
  'Commercial licence',
  'Municipal licence renewal',
  'Building permit',
  'Trademark registration',
  'Completion certificate',
  'Company details amendment',
  'Signboard licence',
  'Work visa request',
];
const COMMENTS = [
  'تم استلام المستندات المطلوبة، بانتظار المراجعة',
  'يرجى إرفاق صورة السجل التجاري المحدّث',
  'تمت الموافقة المبدئية على الطلب',
  'العميل طلب تأجيل الموعد إلى الأسبوع القادم',
  'Documents received, pending review by the licensing team',
  'Please attach the updated commercial registration',
  'Called the client; they will send the lease contract tomorrow',
  'Approved after the site inspection',
];
const FILES = [
  'السجل التجاري.pdf',
  'عقد الإيجار.pdf',
  'صورة الهوية.jpg',
  'مخطط الموقع.dwg',
  'lease-contract.pdf',
  'invoice-2025-03.pdf',
  'site-photo.jpg',
  'power-of-attorney.pdf',
];
const STATUSES = ['draft', 'submitted', 'in_review', 'pending_client', 'approved', 'completed'];
const PRIORITIES = ['low', 'medium', 'high', 'urgent'];
const SETTING_KEYS = [
  'SITE_NAME',
  'REQUIRE_EMAIL_VERIFICATION',
  'DEFAULT_LANGUAGE',
  'AUDIT_RETENTION_DAYS',
  'DIGEST_HOUR',
  'SUPPORT_EMAIL',
];
const LABELS_AR = ['عاجل', 'مراجعة فنية', 'الإدارة القانونية', 'خدمة العملاء', 'قيد الانتظار'];
const LABELS_EN = ['Urgent', 'Technical review', 'Legal', 'Customer service', 'On hold'];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
];

/** Three addresses per account: office, home, mobile network; a few IPv6. */
function addressesOf(actors) {
  const ips = [];
  actors.forEach((_, n) => {
    ips.push(`188.48.${(n * 7) % 250}.${10 + (n % 200)}`);
    ips.push(`37.224.${(n * 13) % 250}.${20 + (n % 180)}`);
    ips.push(
      n % 5 === 0 ? `2a02:9b0:4041:${n.toString(16)}::1` : `5.42.${n % 250}.${(n * 3) % 250}`,
    );
  });
  return ips;
}

/** A uniform 32-bit value from entry number `i` and a salt (deterministic). */
const h = (salt) => `(hashint4(i * 64 + ${salt})::bigint + 2147483648)`;
const pickOf = (param, salt) => `(${param})[1 + ${h(salt)} % cardinality(${param})]`;

// One statement inserts the entries $1..$2 (in order, so `seq` follows `created_at`): the
// action from a weighted list, the account skewed towards staff, the record by type, the
// changes as the app writes them ({field: {from, to}}, or the value alone), Arabic or English.
const INSERT_SQL = `
insert into audit_logs (actor_id, action, entity_type, entity_id, changes, ip, user_agent,
  created_at)
select case when anon then null else ($5::int[])[k] end, action, etype,
  case when action like '%.exported' then null else case etype
    when 'application' then app::text
    when 'user' then case when action like 'user.%' and action not in ('user.profile_updated',
      'user.password_changed') then ($5::int[])[1 + ${h(11)} % cardinality($5::int[])]::text
      else ($5::int[])[k]::text end
    when 'setting' then ${pickOf('$16::text[]', 12)}
    when 'audit_log' then null
    when 'dashboard' then null
    else (1 + ${h(13)} % 60)::text
  end end,
  case
    when action = 'application.updated' then jsonb_build_object(
      'title', jsonb_build_object('from', title, 'to', title || ' - ' || app),
      'priority', jsonb_build_object('from', ($15::text[])[1 + ${h(14)} % 4],
        'to', ($15::text[])[1 + ${h(15)} % 4]))
    when action = 'application.status_changed' then jsonb_build_object('status',
      jsonb_build_object('from', ($14::text[])[s], 'to', ($14::text[])[s + 1]))
    when action in ('application.created', 'application.duplicated') then jsonb_build_object(
      'title', title, 'reference_number',
      'REF-' || to_char(created, 'YYYY') || '-' || lpad(app::text, 6, '0'),
      'priority', ($15::text[])[1 + ${h(16)} % 4])
    when action = 'application.deleted' then jsonb_build_object('title', title,
      'status', ($14::text[])[s])
    when action = 'application.commented' then jsonb_build_object('comment',
      ${pickOf('$12::text[]', 17)})
    when action = 'application.assigned' then jsonb_build_object('assigned_to',
      jsonb_build_object('from', case when ${h(18)} % 3 = 0 then null
        else ($7::text[])[1 + ${h(19)} % 30] end, 'to', ($7::text[])[1 + ${h(20)} % 30]))
    when action like 'application.attachment_%' then jsonb_build_object('file_name',
      ${pickOf('$13::text[]', 21)}, 'size', 20000 + ${h(22)} % 4000000)
    when action like '%.exported' then jsonb_build_object('format',
      case when ${h(23)} % 2 = 0 then 'xlsx' else 'csv' end, 'row_count', ${h(24)} % 50000,
      'filters', jsonb_build_object('status', ($14::text[])[s]))
    when action = 'auth.login_succeeded' then jsonb_build_object('email', ($6::text[])[k])
    when action = 'auth.login_failed' then jsonb_build_object('email', case when anon
      then 'user' || ${h(25)} % 5000 || '@gmail.com' else ($6::text[])[k] end,
      'reason', 'invalid_credentials')
    when action in ('auth.logout', 'user.password_changed', 'user.password_reset',
      'user.email_verified') then '{}'::jsonb
    when action in ('user.registered', 'user.created', 'user.invited') then jsonb_build_object(
      'email', 'new' || i || '@${BENCH_EMAIL_DOMAIN}', 'full_name', ($7::text[])[k], 'role',
      case when ${h(26)} % 10 = 0 then 'editor' else 'client' end)
    when action like 'user.%' then jsonb_build_object('full_name',
      jsonb_build_object('from', ($7::text[])[k], 'to', ($7::text[])[1 + ${h(27)} % cardinality($7::text[])]),
      'phone_number', jsonb_build_object('from', '+9665' || ${h(28)} % 100000000,
        'to', '+9665' || ${h(29)} % 100000000))
    when action = 'setting.updated' then jsonb_build_object('from', ${h(30)} % 10,
      'to', ${h(31)} % 10)
    else jsonb_build_object(
      'name_ar', jsonb_build_object('from', ${pickOf('$17::text[]', 32)},
        'to', ${pickOf('$17::text[]', 33)}),
      'name_en', jsonb_build_object('from', ${pickOf('$18::text[]', 34)},
        'to', ${pickOf('$18::text[]', 35)}))
  end,
  case when anon then '45.' || ${h(36)} % 250 || '.' || ${h(37)} % 250 || '.' || ${h(38)} % 250
    else ($8::text[])[(k - 1) * 3 + 1 + ${h(39)} % 3] end,
  case when anon and ${h(40)} % 4 = 0 then 'python-requests/2.32.3'
    else ($9::text[])[1 + (k + ${h(41)} % 2) % cardinality($9::text[])] end,
  created
from (
  select i, action, etype, k, s, created,
    (action = 'auth.login_failed' and ${h(42)} % 2 = 0) as anon,
    3000 + i / 4 - ${h(43)} % 3000 as app,
    case when ${h(44)} % 100 < 55 then ${pickOf('$10::text[]', 45)}
      else ${pickOf('$11::text[]', 46)} end as title
  from (
    select i,
      ($3::text[])[1 + ${h(1)} % cardinality($3::text[])] as action,
      ($4::text[])[1 + ${h(1)} % cardinality($3::text[])] as etype,
      1 + floor(cardinality($5::int[]) * power(${h(2)} / 4294967296.0, 2.2))::int as k,
      1 + ${h(3)} % (cardinality($14::text[]) - 1) as s,
      $19::timestamptz + (i - 1 + (${h(4)} % 900) / 1000.0) * $20::float8 * interval '1 second'
        as created
    from generate_series($1::int, $2::int) as i
  ) as drawn
) as entry`;

/**
 * Inserts entries `from`..`to` of `total`, spread evenly over the `days` days before `end`
 * (entry numbers fix their time, so a load may run in several calls), for `actors`
 * ({id, email, full_name}, staff first). Returns the milliseconds it took.
 */
export async function insertAuditEntries(db, { from, to, total, actors, end, days = 730 }) {
  const slots = [];
  const types = [];
  for (const [action, weight] of Object.entries(ACTION_WEIGHTS)) {
    for (let w = 0; w < weight; w += 1) {
      slots.push(action);
      types.push(ENTITY_OF[action.split('.')[0]]);
    }
  }
  const seconds = days * 86_400;
  const started = performance.now();
  await db.query(INSERT_SQL, [
    from,
    to,
    slots,
    types,
    actors.map((a) => a.id),
    actors.map((a) => a.email),
    actors.map((a) => a.full_name),
    addressesOf(actors),
    USER_AGENTS,
    TITLES_AR,
    TITLES_EN,
    COMMENTS,
    FILES,
    STATUSES,
    PRIORITIES,
    SETTING_KEYS,
    LABELS_AR,
    LABELS_EN,
    new Date(end.getTime() - seconds * 1000).toISOString(),
    seconds / total,
  ]);
  return performance.now() - started;
}

/** The address the generator gives account number `n` (0-based) first. */
export const officeAddress = (actors, n) => addressesOf(actors)[n * 3];
